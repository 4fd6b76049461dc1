CREATE TABLE "order_list_versions" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_list_versions" ADD CONSTRAINT "order_list_versions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The orders list's version, bumped by statement-level triggers on every table an order page is read
-- from (an order, its lines, add-ons, payments and refunds, the location and terminal names, who
-- refunded), in the writing transaction: a cached page is never served after a change has committed.
CREATE FUNCTION order_list_version_bump(merchant_ids text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_list_versions AS v (merchant_id, version)
  SELECT m.id, 1 FROM merchants m WHERE m.id = ANY(merchant_ids)
  ON CONFLICT (merchant_id) DO UPDATE SET version = v.version + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION order_list_version_on_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM order_list_version_bump(ARRAY(SELECT DISTINCT merchant_id FROM new_rows WHERE merchant_id IS NOT NULL)); END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM order_list_version_bump(ARRAY(SELECT DISTINCT merchant_id FROM old_rows WHERE merchant_id IS NOT NULL)); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  table_name text;
BEGIN
  FOREACH table_name IN ARRAY ARRAY['orders', 'order_lines', 'order_line_add_ons', 'order_payments', 'refunds', 'locations', 'terminals', 'users']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_list_version_on_rows()',
      table_name || '_order_list_version_insert', table_name);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_list_version_on_rows()',
      table_name || '_order_list_version_update', table_name);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_list_version_on_rows()',
      table_name || '_order_list_version_delete', table_name);
  END LOOP;
END $$;
