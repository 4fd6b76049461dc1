-- Indexes on the foreign keys whose parent rows are deleted in daily use (items, categories, add-ons,
-- add-on groups, locations, orders): without them each delete scans the whole referencing table, and
-- deleting one category with its items scanned every order line once per item.
CREATE INDEX "custom_action_categories_category_idx" ON "custom_action_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "item_add_on_groups_group_idx" ON "item_add_on_groups" USING btree ("add_on_group_id");--> statement-breakpoint
CREATE INDEX "item_locations_location_idx" ON "item_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "items_category_idx" ON "items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "variant_add_on_groups_group_idx" ON "variant_add_on_groups" USING btree ("add_on_group_id");--> statement-breakpoint
CREATE INDEX "order_line_add_ons_add_on_idx" ON "order_line_add_ons" USING btree ("add_on_id");--> statement-breakpoint
CREATE INDEX "order_lines_item_idx" ON "order_lines" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "order_lines_category_idx" ON "order_lines" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "sms_messages_order_idx" ON "sms_messages" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "terminal_events_order_idx" ON "terminal_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "z_reports_location_date_idx" ON "z_reports" USING btree ("location_id","business_date");--> statement-breakpoint
CREATE INDEX "discount_items_item_idx" ON "discount_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "discount_locations_location_idx" ON "discount_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "reward_program_locations_location_idx" ON "reward_program_locations" USING btree ("location_id");