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
-- One statement's change of sales per location, Oslo business date and order type.
CREATE TYPE sales_delta AS (merchant_id text, location_id uuid, business_date date, order_type text, amount bigint, n bigint);
--> statement-breakpoint
-- Adds deltas to the daily and the monthly rollup: the one place both are written.
CREATE FUNCTION sales_rollup_add(deltas sales_delta[]) RETURNS void LANGUAGE sql AS $$
  WITH delta AS (SELECT * FROM unnest(deltas)),
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
$$;
--> statement-breakpoint
-- The triggers of 0003, now computing each statement's delta once for both rollups; the rules of
-- what counts as a sale are unchanged.
CREATE OR REPLACE FUNCTION sales_rollup_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_rollup_add(ARRAY(
    SELECT ROW(merchant_id, location_id, (ordered_at AT TIME ZONE 'Europe/Oslo')::date, order_type,
               sum(total_amount_ore - (refunded_total_amount_ore - refunded_tips_amount_ore)), count(*))::sales_delta
    FROM new_rows WHERE order_status <> 'CANCELLED'
    GROUP BY merchant_id, location_id, (ordered_at AT TIME ZONE 'Europe/Oslo')::date, order_type
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_rollup_add(ARRAY(
    SELECT ROW(merchant_id, location_id, business_date, order_type, sum(amount), sum(n))::sales_delta
    FROM (
      SELECT merchant_id, location_id, (ordered_at AT TIME ZONE 'Europe/Oslo')::date AS business_date, order_type,
             total_amount_ore - (refunded_total_amount_ore - refunded_tips_amount_ore) AS amount, 1 AS n
      FROM new_rows WHERE order_status <> 'CANCELLED'
      UNION ALL
      SELECT merchant_id, location_id, (ordered_at AT TIME ZONE 'Europe/Oslo')::date, order_type,
             -(total_amount_ore - (refunded_total_amount_ore - refunded_tips_amount_ore)), -1
      FROM old_rows WHERE order_status <> 'CANCELLED'
    ) AS changes
    GROUP BY merchant_id, location_id, business_date, order_type
    HAVING sum(amount) <> 0 OR sum(n) <> 0
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_rollup_add(ARRAY(
    SELECT ROW(merchant_id, location_id, (ordered_at AT TIME ZONE 'Europe/Oslo')::date, order_type,
               -sum(total_amount_ore - (refunded_total_amount_ore - refunded_tips_amount_ore)), -count(*))::sales_delta
    FROM old_rows
    -- Orders removed by a cascade from their location or merchant take their rollup rows with them.
    WHERE order_status <> 'CANCELLED' AND EXISTS (SELECT 1 FROM locations l WHERE l.id = old_rows.location_id)
    GROUP BY merchant_id, location_id, (ordered_at AT TIME ZONE 'Europe/Oslo')::date, order_type
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO sales_monthly_rollups (merchant_id, location_id, month, order_type, sales_amount_ore, order_count)
SELECT merchant_id, location_id, date_trunc('month', business_date::timestamp)::date, order_type, sum(sales_amount_ore), sum(order_count)
FROM sales_daily_rollups
GROUP BY 1, 2, 3, 4;
