CREATE TABLE "sales_monthly_rollups" (
	"merchant_id" text NOT NULL,
	"location_id" uuid NOT NULL,
	"month" date NOT NULL,
	"order_type" text NOT NULL,
	"sales_amount_ore" bigint NOT NULL,
	"order_count" integer NOT NULL,
	CONSTRAINT "sales_monthly_rollups_location_id_month_order_type_pk" PRIMARY KEY("location_id","month","order_type")
);
--> statement-breakpoint
ALTER TABLE "sales_monthly_rollups" ADD CONSTRAINT "sales_monthly_rollups_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_monthly_rollups" ADD CONSTRAINT "sales_monthly_rollups_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_monthly_rollups_merchant_month_idx" ON "sales_monthly_rollups" USING btree ("merchant_id","month");--> statement-breakpoint
-- The triggers of 0003 now compute each statement's delta once and add it to the daily and the
-- monthly rollup; the rules of what counts as a sale are unchanged.
CREATE OR REPLACE FUNCTION sales_rollup_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH delta AS (
    SELECT merchant_id, location_id, (ordered_at AT TIME ZONE 'Europe/Oslo')::date AS business_date, order_type,
           sum(total_amount_ore - (refunded_total_amount_ore - refunded_tips_amount_ore)) AS amount, count(*) AS n
    FROM new_rows WHERE order_status <> 'CANCELLED'
    GROUP BY 1, 2, 3, 4
  ),
  daily AS (
    INSERT INTO sales_daily_rollups AS r (merchant_id, location_id, business_date, order_type, sales_amount_ore, order_count)
    SELECT merchant_id, location_id, business_date, order_type, amount, n FROM delta
    ON CONFLICT (location_id, business_date, order_type) DO UPDATE
      SET sales_amount_ore = r.sales_amount_ore + excluded.sales_amount_ore, order_count = r.order_count + excluded.order_count
  )
  INSERT INTO sales_monthly_rollups AS r (merchant_id, location_id, month, order_type, sales_amount_ore, order_count)
  SELECT merchant_id, location_id, date_trunc('month', business_date::timestamp)::date, order_type, sum(amount), sum(n)
  FROM delta GROUP BY 1, 2, 3, 4
  ON CONFLICT (location_id, month, order_type) DO UPDATE
    SET sales_amount_ore = r.sales_amount_ore + excluded.sales_amount_ore, order_count = r.order_count + excluded.order_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH delta AS (
    SELECT merchant_id, location_id, business_date, order_type, sum(amount) AS amount, sum(n) AS n
    FROM (
      SELECT merchant_id, location_id, (ordered_at AT TIME ZONE 'Europe/Oslo')::date AS business_date, order_type,
             total_amount_ore - (refunded_total_amount_ore - refunded_tips_amount_ore) AS amount, 1 AS n
      FROM new_rows WHERE order_status <> 'CANCELLED'
      UNION ALL
      SELECT merchant_id, location_id, (ordered_at AT TIME ZONE 'Europe/Oslo')::date, order_type,
             -(total_amount_ore - (refunded_total_amount_ore - refunded_tips_amount_ore)), -1
      FROM old_rows WHERE order_status <> 'CANCELLED'
    ) AS changes
    GROUP BY 1, 2, 3, 4
    HAVING sum(amount) <> 0 OR sum(n) <> 0
  ),
  daily AS (
    INSERT INTO sales_daily_rollups AS r (merchant_id, location_id, business_date, order_type, sales_amount_ore, order_count)
    SELECT merchant_id, location_id, business_date, order_type, amount, n FROM delta
    ON CONFLICT (location_id, business_date, order_type) DO UPDATE
      SET sales_amount_ore = r.sales_amount_ore + excluded.sales_amount_ore, order_count = r.order_count + excluded.order_count
  )
  INSERT INTO sales_monthly_rollups AS r (merchant_id, location_id, month, order_type, sales_amount_ore, order_count)
  SELECT merchant_id, location_id, date_trunc('month', business_date::timestamp)::date, order_type, sum(amount), sum(n)
  FROM delta GROUP BY 1, 2, 3, 4
  ON CONFLICT (location_id, month, order_type) DO UPDATE
    SET sales_amount_ore = r.sales_amount_ore + excluded.sales_amount_ore, order_count = r.order_count + excluded.order_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH delta AS (
    SELECT merchant_id, location_id, (ordered_at AT TIME ZONE 'Europe/Oslo')::date AS business_date, order_type,
           -sum(total_amount_ore - (refunded_total_amount_ore - refunded_tips_amount_ore)) AS amount, -count(*) AS n
    FROM old_rows
    -- Orders removed by a cascade from their location or merchant take their rollup rows with them.
    WHERE order_status <> 'CANCELLED' AND EXISTS (SELECT 1 FROM locations l WHERE l.id = old_rows.location_id)
    GROUP BY 1, 2, 3, 4
  ),
  daily AS (
    INSERT INTO sales_daily_rollups AS r (merchant_id, location_id, business_date, order_type, sales_amount_ore, order_count)
    SELECT merchant_id, location_id, business_date, order_type, amount, n FROM delta
    ON CONFLICT (location_id, business_date, order_type) DO UPDATE
      SET sales_amount_ore = r.sales_amount_ore + excluded.sales_amount_ore, order_count = r.order_count + excluded.order_count
  )
  INSERT INTO sales_monthly_rollups AS r (merchant_id, location_id, month, order_type, sales_amount_ore, order_count)
  SELECT merchant_id, location_id, date_trunc('month', business_date::timestamp)::date, order_type, sum(amount), sum(n)
  FROM delta GROUP BY 1, 2, 3, 4
  ON CONFLICT (location_id, month, order_type) DO UPDATE
    SET sales_amount_ore = r.sales_amount_ore + excluded.sales_amount_ore, order_count = r.order_count + excluded.order_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO sales_monthly_rollups (merchant_id, location_id, month, order_type, sales_amount_ore, order_count)
SELECT merchant_id, location_id, date_trunc('month', business_date::timestamp)::date, order_type, sum(sales_amount_ore), sum(order_count)
FROM sales_daily_rollups
GROUP BY 1, 2, 3, 4;
