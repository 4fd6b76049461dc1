ALTER TABLE "print_documents" ADD COLUMN "printer_key_hash" text;--> statement-breakpoint
ALTER TABLE "print_documents" ADD COLUMN "printer_key_created_at" timestamp with time zone;