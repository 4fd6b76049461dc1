ALTER TABLE "orders" ADD COLUMN "channel_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel_request_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_terminal_channel_reference_key" ON "orders" USING btree ("terminal_id","channel_reference") WHERE "orders"."channel_reference" is not null;