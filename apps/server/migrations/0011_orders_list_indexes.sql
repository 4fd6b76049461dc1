DROP INDEX "orders_merchant_ordered_idx";--> statement-breakpoint
DROP INDEX "orders_location_ordered_idx";--> statement-breakpoint
CREATE INDEX "orders_merchant_status_ordered_idx" ON "orders" USING btree ("merchant_id","order_status","ordered_at","id");--> statement-breakpoint
CREATE INDEX "orders_merchant_ordered_idx" ON "orders" USING btree ("merchant_id","ordered_at","id");--> statement-breakpoint
CREATE INDEX "orders_location_ordered_idx" ON "orders" USING btree ("location_id","ordered_at","id");