ALTER TABLE "refunds" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "operation_reference" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "provider_reference" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "attempt_state" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "attempt_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_live_key" ON "refunds" USING btree ("order_id") WHERE "refunds"."status" in ('PENDING', 'SUCCEEDED');--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_attempt_state_check" CHECK ("refunds"."attempt_state" in ('CALLING', 'UNKNOWN'));