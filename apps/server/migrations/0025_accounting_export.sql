CREATE TABLE "accounting_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text NOT NULL,
	"version" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"mapping" jsonb NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_mappings_version_check" CHECK ("accounting_mappings"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "accounting_vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"business_date" date NOT NULL,
	"location_id" uuid NOT NULL,
	"reverses_voucher_id" uuid,
	"z_report_ids" uuid[] NOT NULL,
	"mapping_version" integer NOT NULL,
	"description" text NOT NULL,
	"z_reports" jsonb NOT NULL,
	"postings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_vouchers_number_check" CHECK ("accounting_vouchers"."number" > 0),
	CONSTRAINT "accounting_vouchers_kind_check" CHECK ("accounting_vouchers"."kind" in ('SALES', 'REVERSAL'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_mappings_merchant_version_key" ON "accounting_mappings" USING btree ("merchant_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_vouchers_merchant_number_key" ON "accounting_vouchers" USING btree ("merchant_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_vouchers_reverses_key" ON "accounting_vouchers" USING btree ("reverses_voucher_id");--> statement-breakpoint
CREATE INDEX "accounting_vouchers_merchant_date_idx" ON "accounting_vouchers" USING btree ("merchant_id","business_date");--> statement-breakpoint
-- The account mappings and the exported vouchers are kept as they were made: a new mapping is a new version,
-- a correction a new voucher. Update, delete and truncate are refused (SQLSTATE BKH01, answered 409).
CREATE TRIGGER accounting_mappings_no_update BEFORE UPDATE ON accounting_mappings FOR EACH ROW EXECUTE FUNCTION append_only_refusal();
--> statement-breakpoint
CREATE TRIGGER accounting_mappings_no_delete BEFORE DELETE ON accounting_mappings FOR EACH ROW EXECUTE FUNCTION append_only_refusal();
--> statement-breakpoint
CREATE TRIGGER accounting_mappings_no_truncate BEFORE TRUNCATE ON accounting_mappings FOR EACH STATEMENT EXECUTE FUNCTION append_only_refusal();
--> statement-breakpoint
CREATE TRIGGER accounting_vouchers_no_update BEFORE UPDATE ON accounting_vouchers FOR EACH ROW EXECUTE FUNCTION append_only_refusal();
--> statement-breakpoint
CREATE TRIGGER accounting_vouchers_no_delete BEFORE DELETE ON accounting_vouchers FOR EACH ROW EXECUTE FUNCTION append_only_refusal();
--> statement-breakpoint
CREATE TRIGGER accounting_vouchers_no_truncate BEFORE TRUNCATE ON accounting_vouchers FOR EACH STATEMENT EXECUTE FUNCTION append_only_refusal();
