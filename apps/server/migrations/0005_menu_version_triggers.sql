-- A per-merchant menu version, bumped by statement-level triggers on every table the menu is read
-- from, in the writing transaction. getProducts answers from a cached, pre-compressed body while the
-- version is unchanged and lets browsers revalidate with an ETag.
CREATE FUNCTION menu_version_bump(merchant_ids text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO menu_versions AS v (merchant_id, version)
  SELECT DISTINCT m.id, 1 FROM merchants m WHERE m.id = ANY(merchant_ids)
  ON CONFLICT (merchant_id) DO UPDATE SET version = v.version + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION menu_version_on_merchant_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM menu_version_bump(ARRAY(SELECT DISTINCT merchant_id FROM new_rows)); END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM menu_version_bump(ARRAY(SELECT DISTINCT merchant_id FROM old_rows)); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION menu_version_on_category_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM menu_version_bump(ARRAY(SELECT DISTINCT c.merchant_id FROM new_rows r JOIN categories c ON c.id = r.category_id)); END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM menu_version_bump(ARRAY(SELECT DISTINCT c.merchant_id FROM old_rows r JOIN categories c ON c.id = r.category_id)); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION menu_version_on_item_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM menu_version_bump(ARRAY(SELECT DISTINCT i.merchant_id FROM new_rows r JOIN items i ON i.id = r.item_id)); END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM menu_version_bump(ARRAY(SELECT DISTINCT i.merchant_id FROM old_rows r JOIN items i ON i.id = r.item_id)); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION menu_version_on_variant_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM menu_version_bump(ARRAY(SELECT DISTINCT v.merchant_id FROM new_rows r JOIN item_variants v ON v.id = r.variant_id)); END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM menu_version_bump(ARRAY(SELECT DISTINCT v.merchant_id FROM old_rows r JOIN item_variants v ON v.id = r.variant_id)); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  target record;
BEGIN
  FOR target IN
    SELECT * FROM (VALUES
      ('categories', 'menu_version_on_merchant_rows'),
      ('items', 'menu_version_on_merchant_rows'),
      ('item_variants', 'menu_version_on_merchant_rows'),
      ('add_on_groups', 'menu_version_on_merchant_rows'),
      ('add_ons', 'menu_version_on_merchant_rows'),
      ('vat_rates', 'menu_version_on_merchant_rows'),
      ('category_locations', 'menu_version_on_category_rows'),
      ('item_locations', 'menu_version_on_item_rows'),
      ('item_allergens', 'menu_version_on_item_rows'),
      ('item_add_on_groups', 'menu_version_on_item_rows'),
      ('variant_add_on_groups', 'menu_version_on_variant_rows')
    ) AS t(table_name, function_name)
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      target.table_name || '_menu_version_insert', target.table_name, target.function_name);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      target.table_name || '_menu_version_update', target.table_name, target.function_name);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      target.table_name || '_menu_version_delete', target.table_name, target.function_name);
  END LOOP;
END $$;
