CREATE TABLE "staff_register_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "staff_register_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" text NOT NULL,
	"location_id" uuid NOT NULL,
	"location_name" text NOT NULL,
	"user_id" uuid NOT NULL,
	"employee_name" text NOT NULL,
	"identity_code" text,
	"national_id_encrypted" text,
	"action" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"terminal_id" uuid,
	"terminal_name" text,
	"recorded_by_user_id" uuid,
	"recorded_by_name" text,
	"reference" text,
	"corrects_entry_id" uuid,
	"struck_out" boolean DEFAULT false NOT NULL,
	"reason" text,
	CONSTRAINT "staff_register_entries_action_check" CHECK ("staff_register_entries"."action" in ('IN', 'OUT')),
	CONSTRAINT "staff_register_entries_source_check" CHECK ("staff_register_entries"."source" in ('TERMINAL', 'BACK_OFFICE')),
	CONSTRAINT "staff_register_entries_terminal_check" CHECK ("staff_register_entries"."source" <> 'TERMINAL' or ("staff_register_entries"."terminal_id" is not null and "staff_register_entries"."reference" is not null and "staff_register_entries"."corrects_entry_id" is null)),
	CONSTRAINT "staff_register_entries_back_office_check" CHECK ("staff_register_entries"."source" <> 'BACK_OFFICE' or ("staff_register_entries"."recorded_by_name" is not null and length(trim("staff_register_entries"."reason")) > 0)),
	CONSTRAINT "staff_register_entries_struck_out_check" CHECK (not "staff_register_entries"."struck_out" or "staff_register_entries"."corrects_entry_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "identity_kind" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "national_id_encrypted" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "identity_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hourly_cost" bigint;--> statement-breakpoint
ALTER TABLE "staff_register_entries" ADD CONSTRAINT "staff_register_entries_corrects_entry_id_staff_register_entries_id_fk" FOREIGN KEY ("corrects_entry_id") REFERENCES "public"."staff_register_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_register_entries_reference_key" ON "staff_register_entries" USING btree ("merchant_id","terminal_id","reference") WHERE "staff_register_entries"."reference" is not null;--> statement-breakpoint
CREATE INDEX "staff_register_entries_location_time_idx" ON "staff_register_entries" USING btree ("merchant_id","location_id","occurred_at");--> statement-breakpoint
CREATE INDEX "staff_register_entries_user_time_idx" ON "staff_register_entries" USING btree ("merchant_id","user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "staff_register_entries_corrects_idx" ON "staff_register_entries" USING btree ("corrects_entry_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_identity_kind_check" CHECK ("users"."identity_kind" in ('NATIONAL_ID', 'CODE'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_identity_check" CHECK (("users"."identity_kind" is distinct from 'NATIONAL_ID' or "users"."national_id_encrypted" is not null) and ("users"."identity_kind" is distinct from 'CODE' or "users"."identity_code" is not null));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_hourly_cost_check" CHECK ("users"."hourly_cost" is null or "users"."hourly_cost" >= 0);--> statement-breakpoint
-- The staff register is kept as it was recorded (personalliste, at least 3.5 years after the income year):
-- a correction is a new row. Update, delete and truncate are refused (SQLSTATE BKH01, answered 409).
CREATE TRIGGER staff_register_entries_no_update BEFORE UPDATE ON staff_register_entries FOR EACH ROW EXECUTE FUNCTION append_only_refusal();
--> statement-breakpoint
CREATE TRIGGER staff_register_entries_no_delete BEFORE DELETE ON staff_register_entries FOR EACH ROW EXECUTE FUNCTION append_only_refusal();
--> statement-breakpoint
CREATE TRIGGER staff_register_entries_no_truncate BEFORE TRUNCATE ON staff_register_entries FOR EACH STATEMENT EXECUTE FUNCTION append_only_refusal();
