ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'nb' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('nb', 'en'));