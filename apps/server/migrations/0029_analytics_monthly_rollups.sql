CREATE TABLE "sales_hourly_monthly_rollups" (
	"merchant_id" text NOT NULL,
	"location_id" uuid NOT NULL,
	"month" date NOT NULL,
	"weekday" integer NOT NULL,
	"hour" integer NOT NULL,
	"channel" text NOT NULL,
	"order_type" text NOT NULL,
	"order_count" integer NOT NULL,
	"sales_amount_ore" bigint NOT NULL,
	"refunded_amount_ore" bigint NOT NULL,
	"manual_discount_ore" bigint NOT NULL,
	"tips_amount_ore" bigint NOT NULL,
	CONSTRAINT "sales_hourly_monthly_rollups_location_id_month_weekday_hour_channel_order_type_pk" PRIMARY KEY("location_id","month","weekday","hour","channel","order_type")
);
--> statement-breakpoint
CREATE TABLE "sales_product_monthly_rollups" (
	"merchant_id" text NOT NULL,
	"location_id" uuid NOT NULL,
	"month" date NOT NULL,
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
	CONSTRAINT "sales_product_monthly_rollups_location_id_month_channel_product_key_pk" PRIMARY KEY("location_id","month","channel","product_key"),
	CONSTRAINT "sales_product_monthly_rollups_kind_check" CHECK ("sales_product_monthly_rollups"."kind" in ('ITEM', 'ADD_ON'))
);
--> statement-breakpoint
ALTER TABLE "sales_hourly_monthly_rollups" ADD CONSTRAINT "sales_hourly_monthly_rollups_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_hourly_monthly_rollups" ADD CONSTRAINT "sales_hourly_monthly_rollups_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_product_monthly_rollups" ADD CONSTRAINT "sales_product_monthly_rollups_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_product_monthly_rollups" ADD CONSTRAINT "sales_product_monthly_rollups_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_hourly_monthly_rollups_merchant_month_idx" ON "sales_hourly_monthly_rollups" USING btree ("merchant_id","month");--> statement-breakpoint
CREATE INDEX "sales_product_monthly_rollups_merchant_month_idx" ON "sales_product_monthly_rollups" USING btree ("merchant_id","month");--> statement-breakpoint
-- The two writers of 0027 now write the monthly rollups too, from the same deltas: still the one place each is written.
CREATE OR REPLACE FUNCTION sales_hourly_rollup_add(deltas sales_hourly_delta[]) RETURNS void LANGUAGE sql AS $$
  WITH delta AS (
    SELECT merchant_id, location_id, business_date, hour, channel, order_type,
           sum(n) AS n, sum(sales) AS sales, sum(refunded) AS refunded, sum(manual_discount) AS manual_discount, sum(tips) AS tips
    FROM unnest(deltas)
    GROUP BY merchant_id, location_id, business_date, hour, channel, order_type
    HAVING sum(n) <> 0 OR sum(sales) <> 0 OR sum(refunded) <> 0 OR sum(manual_discount) <> 0 OR sum(tips) <> 0
  ), daily AS (
    INSERT INTO sales_hourly_rollups AS r (merchant_id, location_id, business_date, hour, channel, order_type,
      order_count, sales_amount_ore, refunded_amount_ore, manual_discount_ore, tips_amount_ore)
    SELECT merchant_id, location_id, business_date, hour, channel, order_type, n, sales, refunded, manual_discount, tips FROM delta
    ON CONFLICT (location_id, business_date, hour, channel, order_type) DO UPDATE SET
      order_count = r.order_count + excluded.order_count,
      sales_amount_ore = r.sales_amount_ore + excluded.sales_amount_ore,
      refunded_amount_ore = r.refunded_amount_ore + excluded.refunded_amount_ore,
      manual_discount_ore = r.manual_discount_ore + excluded.manual_discount_ore,
      tips_amount_ore = r.tips_amount_ore + excluded.tips_amount_ore
  )
  INSERT INTO sales_hourly_monthly_rollups AS r (merchant_id, location_id, month, weekday, hour, channel, order_type,
    order_count, sales_amount_ore, refunded_amount_ore, manual_discount_ore, tips_amount_ore)
  SELECT merchant_id, location_id, date_trunc('month', business_date::timestamp)::date, extract(isodow FROM business_date)::int,
         hour, channel, order_type, sum(n), sum(sales), sum(refunded), sum(manual_discount), sum(tips)
  FROM delta
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (location_id, month, weekday, hour, channel, order_type) DO UPDATE SET
    order_count = r.order_count + excluded.order_count,
    sales_amount_ore = r.sales_amount_ore + excluded.sales_amount_ore,
    refunded_amount_ore = r.refunded_amount_ore + excluded.refunded_amount_ore,
    manual_discount_ore = r.manual_discount_ore + excluded.manual_discount_ore,
    tips_amount_ore = r.tips_amount_ore + excluded.tips_amount_ore;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_product_rollup_add(deltas sales_product_delta[]) RETURNS void LANGUAGE sql AS $$
  WITH delta AS (
    SELECT merchant_id, location_id, business_date, channel, product_key, min(kind) AS kind,
           min(item_id::text)::uuid AS item_id, min(add_on_id::text)::uuid AS add_on_id, max(name) AS name,
           max(variant_name) AS variant_name, max(category_id::text)::uuid AS category_id, max(category_name) AS category_name,
           sum(units) AS units, sum(sales) AS sales, sum(discount) AS discount
    FROM unnest(deltas)
    GROUP BY merchant_id, location_id, business_date, channel, product_key
    HAVING sum(units) <> 0 OR sum(sales) <> 0 OR sum(discount) <> 0
  ), daily AS (
    INSERT INTO sales_product_rollups AS r (merchant_id, location_id, business_date, channel, product_key, kind,
      item_id, add_on_id, name, variant_name, category_id, category_name, units, sales_amount_ore, discount_amount_ore)
    SELECT * FROM delta
    ON CONFLICT (location_id, business_date, channel, product_key) DO UPDATE SET
      name = excluded.name, variant_name = excluded.variant_name,
      category_id = excluded.category_id, category_name = excluded.category_name,
      units = r.units + excluded.units,
      sales_amount_ore = r.sales_amount_ore + excluded.sales_amount_ore,
      discount_amount_ore = r.discount_amount_ore + excluded.discount_amount_ore
  )
  INSERT INTO sales_product_monthly_rollups AS r (merchant_id, location_id, month, channel, product_key, kind,
    item_id, add_on_id, name, variant_name, category_id, category_name, units, sales_amount_ore, discount_amount_ore)
  SELECT merchant_id, location_id, date_trunc('month', business_date::timestamp)::date, channel, product_key, min(kind),
         min(item_id::text)::uuid, min(add_on_id::text)::uuid, max(name), max(variant_name), max(category_id::text)::uuid,
         max(category_name), sum(units), sum(sales), sum(discount)
  FROM delta
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (location_id, month, channel, product_key) DO UPDATE SET
    name = excluded.name, variant_name = excluded.variant_name,
    category_id = excluded.category_id, category_name = excluded.category_name,
    units = r.units + excluded.units,
    sales_amount_ore = r.sales_amount_ore + excluded.sales_amount_ore,
    discount_amount_ore = r.discount_amount_ore + excluded.discount_amount_ore;
$$;
--> statement-breakpoint
-- The history so far, from the daily rollups.
INSERT INTO sales_hourly_monthly_rollups (merchant_id, location_id, month, weekday, hour, channel, order_type,
  order_count, sales_amount_ore, refunded_amount_ore, manual_discount_ore, tips_amount_ore)
SELECT merchant_id, location_id, date_trunc('month', business_date::timestamp)::date, extract(isodow FROM business_date)::int,
       hour, channel, order_type, sum(order_count), sum(sales_amount_ore), sum(refunded_amount_ore), sum(manual_discount_ore), sum(tips_amount_ore)
FROM sales_hourly_rollups
GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
INSERT INTO sales_product_monthly_rollups (merchant_id, location_id, month, channel, product_key, kind,
  item_id, add_on_id, name, variant_name, category_id, category_name, units, sales_amount_ore, discount_amount_ore)
SELECT merchant_id, location_id, date_trunc('month', business_date::timestamp)::date, channel, product_key, min(kind),
       min(item_id::text)::uuid, min(add_on_id::text)::uuid, max(name), max(variant_name), max(category_id::text)::uuid,
       max(category_name), sum(units), sum(sales_amount_ore), sum(discount_amount_ore)
FROM sales_product_rollups
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
-- The daily rollups' indexes by merchant and date carry every column the analysis reads, so that a period's rows
-- are read from the index alone, in date order, however the table's rows lie (the schema declares the key part).
DROP INDEX sales_hourly_rollups_merchant_date_idx;
--> statement-breakpoint
CREATE INDEX sales_hourly_rollups_merchant_date_idx ON sales_hourly_rollups (merchant_id, business_date)
  INCLUDE (location_id, hour, channel, order_type, order_count, sales_amount_ore, refunded_amount_ore, manual_discount_ore, tips_amount_ore);
--> statement-breakpoint
DROP INDEX sales_product_rollups_merchant_date_idx;
--> statement-breakpoint
CREATE INDEX sales_product_rollups_merchant_date_idx ON sales_product_rollups (merchant_id, business_date)
  INCLUDE (location_id, channel, product_key, units, sales_amount_ore, discount_amount_ore);
