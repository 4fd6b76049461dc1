CREATE TABLE "sales_daily_rollups" (
	"merchant_id" text NOT NULL,
	"location_id" uuid NOT NULL,
	"business_date" date NOT NULL,
	"order_type" text NOT NULL,
	"sales_amount_ore" bigint NOT NULL,
	"order_count" integer NOT NULL,
	CONSTRAINT "sales_daily_rollups_location_id_business_date_order_type_pk" PRIMARY KEY("location_id","business_date","order_type")
);
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "thumbnail" "bytea";--> statement-breakpoint
ALTER TABLE "sales_daily_rollups" ADD CONSTRAINT "sales_daily_rollups_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_daily_rollups" ADD CONSTRAINT "sales_daily_rollups_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_daily_rollups_merchant_date_idx" ON "sales_daily_rollups" USING btree ("merchant_id","business_date");