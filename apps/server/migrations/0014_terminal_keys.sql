ALTER TABLE "terminals" ADD COLUMN "key_hash" text;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "key_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "terminals_key_hash_key" ON "terminals" USING btree ("key_hash");