CREATE TABLE "channel_state_versions" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_state_versions" ADD CONSTRAINT "channel_state_versions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Bumped by statement-level triggers on every table the channel's sales state is read from
-- (channel/menu-repository.ts), in the writing transaction: a cached channel menu is never served
-- after a change has committed.
CREATE FUNCTION channel_state_version_bump(merchant_ids text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO channel_state_versions AS v (merchant_id, version)
  SELECT m.id, 1 FROM merchants m WHERE m.id = ANY(merchant_ids)
  ON CONFLICT (merchant_id) DO UPDATE SET version = v.version + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION channel_state_version_on_merchant_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM channel_state_version_bump(ARRAY(SELECT DISTINCT merchant_id FROM new_rows)); END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM channel_state_version_bump(ARRAY(SELECT DISTINCT merchant_id FROM old_rows)); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION channel_state_version_on_custom_action_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM channel_state_version_bump(ARRAY(SELECT DISTINCT a.merchant_id FROM new_rows r JOIN custom_actions a ON a.id = r.custom_action_id)); END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM channel_state_version_bump(ARRAY(SELECT DISTINCT a.merchant_id FROM old_rows r JOIN custom_actions a ON a.id = r.custom_action_id)); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION channel_state_version_on_discount_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM channel_state_version_bump(ARRAY(SELECT DISTINCT d.merchant_id FROM new_rows r JOIN discounts d ON d.id = r.discount_id)); END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM channel_state_version_bump(ARRAY(SELECT DISTINCT d.merchant_id FROM old_rows r JOIN discounts d ON d.id = r.discount_id)); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  target record;
BEGIN
  FOR target IN
    SELECT * FROM (VALUES
      ('locations', 'channel_state_version_on_merchant_rows'),
      ('custom_actions', 'channel_state_version_on_merchant_rows'),
      ('sold_out_items', 'channel_state_version_on_merchant_rows'),
      ('closing_days', 'channel_state_version_on_merchant_rows'),
      ('opening_hours', 'channel_state_version_on_merchant_rows'),
      ('discounts', 'channel_state_version_on_merchant_rows'),
      ('merchant_settings', 'channel_state_version_on_merchant_rows'),
      ('custom_action_categories', 'channel_state_version_on_custom_action_rows'),
      ('discount_items', 'channel_state_version_on_discount_rows'),
      ('discount_locations', 'channel_state_version_on_discount_rows')
    ) AS t(table_name, function_name)
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      target.table_name || '_channel_state_version_insert', target.table_name, target.function_name);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      target.table_name || '_channel_state_version_update', target.table_name, target.function_name);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      target.table_name || '_channel_state_version_delete', target.table_name, target.function_name);
  END LOOP;
END $$;
