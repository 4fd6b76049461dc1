ALTER TABLE "terminal_events" DROP CONSTRAINT "terminal_events_type_check";--> statement-breakpoint
ALTER TABLE "merchant_settings" ADD COLUMN "auto_settle_tills" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "article_group" text DEFAULT '04006' NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "article_group" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "kind" text DEFAULT 'REFUND' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_article_group_check" CHECK ("categories"."article_group" in ('04006', '04007', '04008', '04009', '04010', '04011', '04012', '04013', '04014'));--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_article_group_check" CHECK ("items"."article_group" in ('04006', '04007', '04008', '04009', '04010', '04011', '04012', '04013', '04014'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_kind_check" CHECK ("refunds"."kind" in ('REFUND', 'CANCELLATION'));--> statement-breakpoint
ALTER TABLE "terminal_events" ADD CONSTRAINT "terminal_events_type_check" CHECK ("terminal_events"."event_type" in ('CASH_DRAWER_OPENING', 'COPY_RECEIPT', 'UNCOMPLETED_SALE', 'OPENING_CHANGE_FLOAT', 'PRO_FORMA_RECEIPT', 'LINE_CORRECTION', 'PRICE_LOOKUP', 'OTHER_CORRECTION', 'DELIVERY_RECEIPT', 'TRAINING_RECEIPT'));--> statement-breakpoint
-- Existing categories get the article group of their item type (packages/shared/src/article-groups.ts).
UPDATE "categories" SET "article_group" = CASE "item_type"
  WHEN 'DRINK' THEN '04011' WHEN 'DRINK_BUBBLE_TEA' THEN '04012' WHEN 'DRINK_ALCOHOL' THEN '04007'
  WHEN 'DELIVERY_SERVICE' THEN '04014' ELSE '04006' END;
