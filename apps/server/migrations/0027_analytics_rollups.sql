CREATE TABLE "sales_hourly_rollups" (
	"merchant_id" text NOT NULL,
	"location_id" uuid NOT NULL,
	"business_date" date NOT NULL,
	"hour" integer NOT NULL,
	"channel" text NOT NULL,
	"order_type" text NOT NULL,
	"order_count" integer NOT NULL,
	"sales_amount_ore" bigint NOT NULL,
	"refunded_amount_ore" bigint NOT NULL,
	"manual_discount_ore" bigint NOT NULL,
	"tips_amount_ore" bigint NOT NULL,
	CONSTRAINT "sales_hourly_rollups_location_id_business_date_hour_channel_order_type_pk" PRIMARY KEY("location_id","business_date","hour","channel","order_type")
);
--> statement-breakpoint
CREATE TABLE "sales_product_rollups" (
	"merchant_id" text NOT NULL,
	"location_id" uuid NOT NULL,
	"business_date" date NOT NULL,
	"channel" text NOT NULL,
	"product_key" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid,
	"add_on_id" uuid,
	"name" text NOT NULL,
	"variant_name" text,
	"category_id" uuid,
	"category_name" text NOT NULL,
	"units" integer NOT NULL,
	"sales_amount_ore" bigint NOT NULL,
	"discount_amount_ore" bigint NOT NULL,
	CONSTRAINT "sales_product_rollups_location_id_business_date_channel_product_key_pk" PRIMARY KEY("location_id","business_date","channel","product_key"),
	CONSTRAINT "sales_product_rollups_kind_check" CHECK ("sales_product_rollups"."kind" in ('ITEM', 'ADD_ON'))
);
--> statement-breakpoint
ALTER TABLE "sales_hourly_rollups" ADD CONSTRAINT "sales_hourly_rollups_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_hourly_rollups" ADD CONSTRAINT "sales_hourly_rollups_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_product_rollups" ADD CONSTRAINT "sales_product_rollups_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_product_rollups" ADD CONSTRAINT "sales_product_rollups_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_hourly_rollups_merchant_date_idx" ON "sales_hourly_rollups" USING btree ("merchant_id","business_date");--> statement-breakpoint
CREATE INDEX "sales_product_rollups_merchant_date_idx" ON "sales_product_rollups" USING btree ("merchant_id","business_date");--> statement-breakpoint
-- Salgsanalyse (issue 33). What counts is the overview's sale (0003): an order not CANCELLED, on the Oslo day
-- and hour it was ordered, at its goods total after discounts (VAT included, tips excluded) less the goods
-- refunded from it. Statement-level triggers keep both rollups exact in the writer's transaction, one
-- aggregate per statement, for whoever writes: the channels, refunds, cancellations, the seed.
CREATE TYPE sales_hourly_delta AS (
  merchant_id text, location_id uuid, business_date date, hour int, channel text, order_type text,
  n bigint, sales bigint, refunded bigint, manual_discount bigint, tips bigint
);
--> statement-breakpoint
-- Adds one statement's deltas to the hourly rollup: the one place it is written.
CREATE FUNCTION sales_hourly_rollup_add(deltas sales_hourly_delta[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO sales_hourly_rollups AS r (merchant_id, location_id, business_date, hour, channel, order_type,
    order_count, sales_amount_ore, refunded_amount_ore, manual_discount_ore, tips_amount_ore)
  SELECT merchant_id, location_id, business_date, hour, channel, order_type,
         sum(n), sum(sales), sum(refunded), sum(manual_discount), sum(tips)
  FROM unnest(deltas)
  GROUP BY merchant_id, location_id, business_date, hour, channel, order_type
  HAVING sum(n) <> 0 OR sum(sales) <> 0 OR sum(refunded) <> 0 OR sum(manual_discount) <> 0 OR sum(tips) <> 0
  ON CONFLICT (location_id, business_date, hour, channel, order_type) DO UPDATE SET
    order_count = r.order_count + excluded.order_count,
    sales_amount_ore = r.sales_amount_ore + excluded.sales_amount_ore,
    refunded_amount_ore = r.refunded_amount_ore + excluded.refunded_amount_ore,
    manual_discount_ore = r.manual_discount_ore + excluded.manual_discount_ore,
    tips_amount_ore = r.tips_amount_ore + excluded.tips_amount_ore;
$$;
--> statement-breakpoint
-- An order's hourly figures, counted `sign` times (1 to add, −1 to take away).
CREATE FUNCTION sales_hourly_of(
  merchant_id text, location_id uuid, ordered_at timestamptz, channel text, order_type text, total bigint,
  refunded_total bigint, refunded_tips bigint, manual_discount bigint, tips bigint, sign int
) RETURNS sales_hourly_delta LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(merchant_id, location_id, (ordered_at AT TIME ZONE 'Europe/Oslo')::date,
             extract(hour FROM ordered_at AT TIME ZONE 'Europe/Oslo')::int, channel, order_type,
             sign, sign * (total - (refunded_total - refunded_tips)), sign * (refunded_total - refunded_tips),
             sign * manual_discount, sign * (tips - refunded_tips))::sales_hourly_delta
$$;
--> statement-breakpoint
-- One statement's change of the product mix.
CREATE TYPE sales_product_delta AS (
  merchant_id text, location_id uuid, business_date date, channel text, product_key text, kind text,
  item_id uuid, add_on_id uuid, name text, variant_name text, category_id uuid, category_name text,
  units bigint, sales bigint, discount bigint
);
--> statement-breakpoint
-- Adds one statement's deltas to the product rollup: the one place it is written. Name and category are the
-- latest write's.
CREATE FUNCTION sales_product_rollup_add(deltas sales_product_delta[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO sales_product_rollups AS r (merchant_id, location_id, business_date, channel, product_key, kind,
    item_id, add_on_id, name, variant_name, category_id, category_name, units, sales_amount_ore, discount_amount_ore)
  SELECT merchant_id, location_id, business_date, channel, product_key, min(kind), (array_agg(item_id))[1],
         (array_agg(add_on_id))[1], max(name), max(variant_name), (array_agg(category_id))[1], max(category_name),
         sum(units), sum(sales), sum(discount)
  FROM unnest(deltas)
  GROUP BY merchant_id, location_id, business_date, channel, product_key
  HAVING sum(units) <> 0 OR sum(sales) <> 0 OR sum(discount) <> 0
  ON CONFLICT (location_id, business_date, channel, product_key) DO UPDATE SET
    name = excluded.name, variant_name = excluded.variant_name,
    category_id = excluded.category_id, category_name = excluded.category_name,
    units = r.units + excluded.units,
    sales_amount_ore = r.sales_amount_ore + excluded.sales_amount_ore,
    discount_amount_ore = r.discount_amount_ore + excluded.discount_amount_ore;
$$;
--> statement-breakpoint
-- An order line's product figures on its order's day and channel, counted `sign` times: units kept, the line's
-- amount with the refunded units' share taken off (as the alcohol report), the line discount given.
CREATE FUNCTION sales_line_of(
  merchant_id text, location_id uuid, ordered_at timestamptz, channel text,
  item_id uuid, item_name text, variant_name text, category_id uuid, category_name text,
  count int, refunded_count int, gross bigint, unit_price bigint, discount_percent numeric, vat_rate numeric, sign int
) RETURNS sales_product_delta LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(merchant_id, location_id, (ordered_at AT TIME ZONE 'Europe/Oslo')::date, channel,
             coalesce('item:' || item_id::text, 'name:' || item_name) || '|' || coalesce(variant_name, ''), 'ITEM',
             item_id, NULL::uuid, item_name, variant_name, category_id, category_name,
             sign * (count - refunded_count),
             sign * round(gross * (count - refunded_count)::numeric / count)::bigint,
             sign * CASE WHEN discount_percent > 0
                    THEN round(unit_price * count * (100 + vat_rate) / 100.0)::bigint - gross ELSE 0 END)::sales_product_delta
$$;
--> statement-breakpoint
-- An add-on line's figures (no category of its own, no discount), counted `sign` times.
CREATE FUNCTION sales_add_on_of(
  merchant_id text, location_id uuid, ordered_at timestamptz, channel text,
  add_on_id uuid, name text, count int, refunded_count int, gross bigint, sign int
) RETURNS sales_product_delta LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(merchant_id, location_id, (ordered_at AT TIME ZONE 'Europe/Oslo')::date, channel,
             coalesce('addon:' || add_on_id::text, 'addon-name:' || name), 'ADD_ON',
             NULL::uuid, add_on_id, name, NULL::text, NULL::uuid, '',
             sign * (count - refunded_count),
             sign * round(gross * (count - refunded_count)::numeric / count)::bigint, 0::bigint)::sales_product_delta
$$;
--> statement-breakpoint
CREATE FUNCTION sales_hourly_on_orders_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_hourly_rollup_add(ARRAY(
    SELECT ROW(merchant_id, location_id, business_date, hour, channel, order_type, sum(n), sum(sales), sum(refunded), sum(manual_discount), sum(tips))::sales_hourly_delta
    FROM (
      SELECT d.* FROM new_rows x CROSS JOIN LATERAL sales_hourly_of(x.merchant_id, x.location_id, x.ordered_at, x.channel,
        x.order_type, x.total_amount_ore, x.refunded_total_amount_ore, x.refunded_tips_amount_ore, x.manual_discount_ore,
        x.tips_amount_ore, 1) AS d
      WHERE x.order_status <> 'CANCELLED') AS d
    GROUP BY merchant_id, location_id, business_date, hour, channel, order_type));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An order's update moves its hourly figures (refunds, cancellation), and its lines' when it is cancelled or
-- taken back, or placed elsewhere or at another time.
CREATE FUNCTION sales_analytics_on_orders_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_hourly_rollup_add(ARRAY(
    SELECT ROW(merchant_id, location_id, business_date, hour, channel, order_type, sum(n), sum(sales), sum(refunded), sum(manual_discount), sum(tips))::sales_hourly_delta
    FROM (
      SELECT d.* FROM new_rows x CROSS JOIN LATERAL sales_hourly_of(x.merchant_id, x.location_id, x.ordered_at, x.channel,
        x.order_type, x.total_amount_ore, x.refunded_total_amount_ore, x.refunded_tips_amount_ore, x.manual_discount_ore,
        x.tips_amount_ore, 1) AS d
      WHERE x.order_status <> 'CANCELLED'
      UNION ALL
      SELECT d.* FROM old_rows x CROSS JOIN LATERAL sales_hourly_of(x.merchant_id, x.location_id, x.ordered_at, x.channel,
        x.order_type, x.total_amount_ore, x.refunded_total_amount_ore, x.refunded_tips_amount_ore, x.manual_discount_ore,
        x.tips_amount_ore, -1) AS d
      WHERE x.order_status <> 'CANCELLED') AS d
    GROUP BY merchant_id, location_id, business_date, hour, channel, order_type));
  PERFORM sales_product_rollup_add(ARRAY(
    SELECT ROW(merchant_id, location_id, business_date, channel, product_key, min(kind), min(item_id::text)::uuid, min(add_on_id::text)::uuid, max(name),
               max(variant_name), max(category_id::text)::uuid, max(category_name), sum(units), sum(sales), sum(discount))::sales_product_delta
    FROM (
      WITH moved AS (
        SELECT o.id, o.merchant_id,
               o.location_id AS old_location, o.ordered_at AS old_at, o.channel AS old_channel, o.order_status <> 'CANCELLED' AS old_counts,
               n.location_id AS new_location, n.ordered_at AS new_at, n.channel AS new_channel, n.order_status <> 'CANCELLED' AS new_counts
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.order_status <> 'CANCELLED', o.location_id, o.ordered_at, o.channel)
              IS DISTINCT FROM (n.order_status <> 'CANCELLED', n.location_id, n.ordered_at, n.channel)
      ), o AS (
        SELECT id, merchant_id, old_location AS location_id, old_at AS ordered_at, old_channel AS channel, -1 AS sign FROM moved WHERE old_counts
        UNION ALL
        SELECT id, merchant_id, new_location, new_at, new_channel, 1 FROM moved WHERE new_counts
      )
      SELECT d.* FROM order_lines l JOIN o ON o.id = l.order_id
      CROSS JOIN LATERAL sales_line_of(o.merchant_id, o.location_id, o.ordered_at, o.channel, l.item_id, l.item_name,
        l.variant_name, l.category_id, l.category_name, l.count, l.refunded_count, l.gross_amount_ore, l.unit_price_ore,
        l.discount_percent, l.vat_rate, o.sign) AS d
      UNION ALL
      SELECT d.* FROM order_line_add_ons a JOIN o ON o.id = a.order_id
      CROSS JOIN LATERAL sales_add_on_of(o.merchant_id, o.location_id, o.ordered_at, o.channel, a.add_on_id, a.name,
        a.count, a.refunded_count, a.gross_amount_ore, o.sign) AS d) AS d
    GROUP BY merchant_id, location_id, business_date, channel, product_key));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Orders removed by a cascade from their location or merchant take their rollup rows with them.
CREATE FUNCTION sales_hourly_on_orders_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_hourly_rollup_add(ARRAY(
    SELECT ROW(merchant_id, location_id, business_date, hour, channel, order_type, sum(n), sum(sales), sum(refunded), sum(manual_discount), sum(tips))::sales_hourly_delta
    FROM (
      SELECT d.* FROM old_rows x CROSS JOIN LATERAL sales_hourly_of(x.merchant_id, x.location_id, x.ordered_at, x.channel,
        x.order_type, x.total_amount_ore, x.refunded_total_amount_ore, x.refunded_tips_amount_ore, x.manual_discount_ore,
        x.tips_amount_ore, -1) AS d
      WHERE x.order_status <> 'CANCELLED' AND EXISTS (SELECT 1 FROM locations l WHERE l.id = x.location_id)) AS d
    GROUP BY merchant_id, location_id, business_date, hour, channel, order_type));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A deleted order's lines go with it by the cascade, after the order is gone: its product figures are taken
-- away before, row by row (deleting orders is rare: a sale kept by law refuses it).
CREATE FUNCTION sales_products_before_order_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.order_status <> 'CANCELLED' THEN
    PERFORM sales_product_rollup_add(ARRAY(
      SELECT sales_line_of(OLD.merchant_id, OLD.location_id, OLD.ordered_at, OLD.channel, l.item_id, l.item_name,
               l.variant_name, l.category_id, l.category_name, l.count, l.refunded_count, l.gross_amount_ore,
               l.unit_price_ore, l.discount_percent, l.vat_rate, -1)
      FROM order_lines l WHERE l.order_id = OLD.id
      UNION ALL
      SELECT sales_add_on_of(OLD.merchant_id, OLD.location_id, OLD.ordered_at, OLD.channel, a.add_on_id, a.name,
               a.count, a.refunded_count, a.gross_amount_ore, -1)
      FROM order_line_add_ons a WHERE a.order_id = OLD.id));
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
-- Lines and add-on lines, written after their order, count when their order does; a refund's refunded units, a
-- deleted item or add-on (its id set to null: the product is then named by its name) or a line deleted while its
-- order stays move them. A transition table exists only for its own operation, hence a function each.
CREATE FUNCTION sales_products_on_lines_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_product_rollup_add(ARRAY(
    SELECT ROW(merchant_id, location_id, business_date, channel, product_key, min(kind), min(item_id::text)::uuid, min(add_on_id::text)::uuid, max(name),
               max(variant_name), max(category_id::text)::uuid, max(category_name), sum(units), sum(sales), sum(discount))::sales_product_delta
    FROM (
      SELECT d.* FROM new_rows l JOIN orders o ON o.id = l.order_id AND o.order_status <> 'CANCELLED'
      CROSS JOIN LATERAL sales_line_of(o.merchant_id, o.location_id, o.ordered_at, o.channel, l.item_id, l.item_name,
        l.variant_name, l.category_id, l.category_name, l.count, l.refunded_count, l.gross_amount_ore, l.unit_price_ore,
        l.discount_percent, l.vat_rate, 1) AS d) AS d
    GROUP BY merchant_id, location_id, business_date, channel, product_key));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sales_products_on_lines_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_product_rollup_add(ARRAY(
    SELECT ROW(merchant_id, location_id, business_date, channel, product_key, min(kind), min(item_id::text)::uuid, min(add_on_id::text)::uuid, max(name),
               max(variant_name), max(category_id::text)::uuid, max(category_name), sum(units), sum(sales), sum(discount))::sales_product_delta
    FROM (
      SELECT d.* FROM new_rows l JOIN orders o ON o.id = l.order_id AND o.order_status <> 'CANCELLED'
      CROSS JOIN LATERAL sales_line_of(o.merchant_id, o.location_id, o.ordered_at, o.channel, l.item_id, l.item_name,
        l.variant_name, l.category_id, l.category_name, l.count, l.refunded_count, l.gross_amount_ore, l.unit_price_ore,
        l.discount_percent, l.vat_rate, 1) AS d
      UNION ALL
      SELECT d.* FROM old_rows l JOIN orders o ON o.id = l.order_id AND o.order_status <> 'CANCELLED'
      CROSS JOIN LATERAL sales_line_of(o.merchant_id, o.location_id, o.ordered_at, o.channel, l.item_id, l.item_name,
        l.variant_name, l.category_id, l.category_name, l.count, l.refunded_count, l.gross_amount_ore, l.unit_price_ore,
        l.discount_percent, l.vat_rate, -1) AS d) AS d
    GROUP BY merchant_id, location_id, business_date, channel, product_key));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sales_products_on_lines_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_product_rollup_add(ARRAY(
    SELECT ROW(merchant_id, location_id, business_date, channel, product_key, min(kind), min(item_id::text)::uuid, min(add_on_id::text)::uuid, max(name),
               max(variant_name), max(category_id::text)::uuid, max(category_name), sum(units), sum(sales), sum(discount))::sales_product_delta
    FROM (
      SELECT d.* FROM old_rows l JOIN orders o ON o.id = l.order_id AND o.order_status <> 'CANCELLED'
      CROSS JOIN LATERAL sales_line_of(o.merchant_id, o.location_id, o.ordered_at, o.channel, l.item_id, l.item_name,
        l.variant_name, l.category_id, l.category_name, l.count, l.refunded_count, l.gross_amount_ore, l.unit_price_ore,
        l.discount_percent, l.vat_rate, -1) AS d) AS d
    GROUP BY merchant_id, location_id, business_date, channel, product_key));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sales_products_on_add_ons_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_product_rollup_add(ARRAY(
    SELECT ROW(merchant_id, location_id, business_date, channel, product_key, min(kind), min(item_id::text)::uuid, min(add_on_id::text)::uuid, max(name),
               max(variant_name), max(category_id::text)::uuid, max(category_name), sum(units), sum(sales), sum(discount))::sales_product_delta
    FROM (
      SELECT d.* FROM new_rows a JOIN orders o ON o.id = a.order_id AND o.order_status <> 'CANCELLED'
      CROSS JOIN LATERAL sales_add_on_of(o.merchant_id, o.location_id, o.ordered_at, o.channel, a.add_on_id, a.name,
        a.count, a.refunded_count, a.gross_amount_ore, 1) AS d) AS d
    GROUP BY merchant_id, location_id, business_date, channel, product_key));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sales_products_on_add_ons_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_product_rollup_add(ARRAY(
    SELECT ROW(merchant_id, location_id, business_date, channel, product_key, min(kind), min(item_id::text)::uuid, min(add_on_id::text)::uuid, max(name),
               max(variant_name), max(category_id::text)::uuid, max(category_name), sum(units), sum(sales), sum(discount))::sales_product_delta
    FROM (
      SELECT d.* FROM new_rows a JOIN orders o ON o.id = a.order_id AND o.order_status <> 'CANCELLED'
      CROSS JOIN LATERAL sales_add_on_of(o.merchant_id, o.location_id, o.ordered_at, o.channel, a.add_on_id, a.name,
        a.count, a.refunded_count, a.gross_amount_ore, 1) AS d
      UNION ALL
      SELECT d.* FROM old_rows a JOIN orders o ON o.id = a.order_id AND o.order_status <> 'CANCELLED'
      CROSS JOIN LATERAL sales_add_on_of(o.merchant_id, o.location_id, o.ordered_at, o.channel, a.add_on_id, a.name,
        a.count, a.refunded_count, a.gross_amount_ore, -1) AS d) AS d
    GROUP BY merchant_id, location_id, business_date, channel, product_key));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sales_products_on_add_ons_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_product_rollup_add(ARRAY(
    SELECT ROW(merchant_id, location_id, business_date, channel, product_key, min(kind), min(item_id::text)::uuid, min(add_on_id::text)::uuid, max(name),
               max(variant_name), max(category_id::text)::uuid, max(category_name), sum(units), sum(sales), sum(discount))::sales_product_delta
    FROM (
      SELECT d.* FROM old_rows a JOIN orders o ON o.id = a.order_id AND o.order_status <> 'CANCELLED'
      CROSS JOIN LATERAL sales_add_on_of(o.merchant_id, o.location_id, o.ordered_at, o.channel, a.add_on_id, a.name,
        a.count, a.refunded_count, a.gross_amount_ore, -1) AS d) AS d
    GROUP BY merchant_id, location_id, business_date, channel, product_key));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_sales_hourly_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_hourly_on_orders_insert();
--> statement-breakpoint
CREATE TRIGGER orders_sales_analytics_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_analytics_on_orders_update();
--> statement-breakpoint
CREATE TRIGGER orders_sales_hourly_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_hourly_on_orders_delete();
--> statement-breakpoint
CREATE TRIGGER orders_sales_products_before_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION sales_products_before_order_delete();
--> statement-breakpoint
CREATE TRIGGER order_lines_sales_products_insert AFTER INSERT ON order_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_products_on_lines_insert();
--> statement-breakpoint
CREATE TRIGGER order_lines_sales_products_update AFTER UPDATE ON order_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_products_on_lines_update();
--> statement-breakpoint
CREATE TRIGGER order_lines_sales_products_delete AFTER DELETE ON order_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_products_on_lines_delete();
--> statement-breakpoint
CREATE TRIGGER order_line_add_ons_sales_products_insert AFTER INSERT ON order_line_add_ons
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_products_on_add_ons_insert();
--> statement-breakpoint
CREATE TRIGGER order_line_add_ons_sales_products_update AFTER UPDATE ON order_line_add_ons
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_products_on_add_ons_update();
--> statement-breakpoint
CREATE TRIGGER order_line_add_ons_sales_products_delete AFTER DELETE ON order_line_add_ons
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_products_on_add_ons_delete();
--> statement-breakpoint
-- The history so far, counted as the triggers count from now on.
SELECT sales_hourly_rollup_add(ARRAY(
    SELECT ROW(merchant_id, location_id, business_date, hour, channel, order_type, sum(n), sum(sales), sum(refunded), sum(manual_discount), sum(tips))::sales_hourly_delta
    FROM (
      SELECT d.* FROM orders x CROSS JOIN LATERAL sales_hourly_of(x.merchant_id, x.location_id, x.ordered_at, x.channel,
        x.order_type, x.total_amount_ore, x.refunded_total_amount_ore, x.refunded_tips_amount_ore, x.manual_discount_ore,
        x.tips_amount_ore, 1) AS d
      WHERE x.order_status <> 'CANCELLED') AS d
    GROUP BY merchant_id, location_id, business_date, hour, channel, order_type));
--> statement-breakpoint
SELECT sales_product_rollup_add(ARRAY(
    SELECT ROW(merchant_id, location_id, business_date, channel, product_key, min(kind), min(item_id::text)::uuid, min(add_on_id::text)::uuid, max(name),
               max(variant_name), max(category_id::text)::uuid, max(category_name), sum(units), sum(sales), sum(discount))::sales_product_delta
    FROM (
      SELECT d.* FROM order_lines l JOIN orders o ON o.id = l.order_id AND o.order_status <> 'CANCELLED'
      CROSS JOIN LATERAL sales_line_of(o.merchant_id, o.location_id, o.ordered_at, o.channel, l.item_id, l.item_name,
        l.variant_name, l.category_id, l.category_name, l.count, l.refunded_count, l.gross_amount_ore, l.unit_price_ore,
        l.discount_percent, l.vat_rate, 1) AS d
      UNION ALL
      SELECT d.* FROM order_line_add_ons a JOIN orders o ON o.id = a.order_id AND o.order_status <> 'CANCELLED'
      CROSS JOIN LATERAL sales_add_on_of(o.merchant_id, o.location_id, o.ordered_at, o.channel, a.add_on_id, a.name,
        a.count, a.refunded_count, a.gross_amount_ore, 1) AS d) AS d
    GROUP BY merchant_id, location_id, business_date, channel, product_key));
