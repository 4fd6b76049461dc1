-- What counts as a sale on the dashboard: every order that is not CANCELLED, at its goods total after
-- line and manual discounts (VAT included, tips excluded), less the goods part of what has been refunded
-- from it, on the Europe/Oslo calendar day it was ordered. Statement-level triggers keep the rollup
-- exact for whoever writes orders, one aggregate per statement rather than one per row.
CREATE FUNCTION sales_rollup_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_daily_rollups AS r (merchant_id, location_id, business_date, order_type, sales_amount_ore, order_count)
  SELECT merchant_id, location_id, (ordered_at AT TIME ZONE 'Europe/Oslo')::date, order_type,
         sum(total_amount_ore - (refunded_total_amount_ore - refunded_tips_amount_ore)), count(*)
  FROM new_rows WHERE order_status <> 'CANCELLED'
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (location_id, business_date, order_type) DO UPDATE
    SET sales_amount_ore = r.sales_amount_ore + excluded.sales_amount_ore, order_count = r.order_count + excluded.order_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sales_rollup_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_daily_rollups AS r (merchant_id, location_id, business_date, order_type, sales_amount_ore, order_count)
  SELECT merchant_id, location_id, business_date, order_type, sum(amount), sum(n)
  FROM (
    SELECT merchant_id, location_id, (ordered_at AT TIME ZONE 'Europe/Oslo')::date AS business_date, order_type,
           total_amount_ore - (refunded_total_amount_ore - refunded_tips_amount_ore) AS amount, 1 AS n
    FROM new_rows WHERE order_status <> 'CANCELLED'
    UNION ALL
    SELECT merchant_id, location_id, (ordered_at AT TIME ZONE 'Europe/Oslo')::date, order_type,
           -(total_amount_ore - (refunded_total_amount_ore - refunded_tips_amount_ore)), -1
    FROM old_rows WHERE order_status <> 'CANCELLED'
  ) AS delta
  GROUP BY 1, 2, 3, 4
  HAVING sum(amount) <> 0 OR sum(n) <> 0
  ON CONFLICT (location_id, business_date, order_type) DO UPDATE
    SET sales_amount_ore = r.sales_amount_ore + excluded.sales_amount_ore, order_count = r.order_count + excluded.order_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sales_rollup_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_daily_rollups AS r (merchant_id, location_id, business_date, order_type, sales_amount_ore, order_count)
  SELECT merchant_id, location_id, (ordered_at AT TIME ZONE 'Europe/Oslo')::date, order_type,
         -sum(total_amount_ore - (refunded_total_amount_ore - refunded_tips_amount_ore)), -count(*)
  FROM old_rows
  -- Orders removed by a cascade from their location or merchant take their rollup rows with them.
  WHERE order_status <> 'CANCELLED' AND EXISTS (SELECT 1 FROM locations l WHERE l.id = old_rows.location_id)
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (location_id, business_date, order_type) DO UPDATE
    SET sales_amount_ore = r.sales_amount_ore + excluded.sales_amount_ore, order_count = r.order_count + excluded.order_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_sales_rollup_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_rollup_on_insert();
--> statement-breakpoint
CREATE TRIGGER orders_sales_rollup_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_rollup_on_update();
--> statement-breakpoint
CREATE TRIGGER orders_sales_rollup_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_rollup_on_delete();
--> statement-breakpoint
INSERT INTO sales_daily_rollups (merchant_id, location_id, business_date, order_type, sales_amount_ore, order_count)
SELECT merchant_id, location_id, (ordered_at AT TIME ZONE 'Europe/Oslo')::date, order_type,
       sum(total_amount_ore - (refunded_total_amount_ore - refunded_tips_amount_ore)), count(*)
FROM orders WHERE order_status <> 'CANCELLED'
GROUP BY 1, 2, 3, 4;
