CREATE TABLE "saft_signing_keys" (
	"merchant_id" text NOT NULL,
	"key_version" integer NOT NULL,
	"public_key_pem" text NOT NULL,
	"private_key_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saft_signing_keys_merchant_id_key_version_pk" PRIMARY KEY("merchant_id","key_version")
);
--> statement-breakpoint
CREATE TABLE "signed_transactions" (
	"merchant_id" text NOT NULL,
	"terminal_id" uuid NOT NULL,
	"nr" bigint NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid NOT NULL,
	"refund_id" uuid,
	"trans_date" text NOT NULL,
	"trans_time" text NOT NULL,
	"amount_with_vat_ore" bigint NOT NULL,
	"amount_without_vat_ore" bigint NOT NULL,
	"signature" text NOT NULL,
	"key_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signed_transactions_terminal_id_nr_pk" PRIMARY KEY("terminal_id","nr"),
	CONSTRAINT "signed_transactions_kind_check" CHECK ("signed_transactions"."kind" in ('SALE', 'RETURN'))
);
--> statement-breakpoint
CREATE INDEX "signed_transactions_order_idx" ON "signed_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "signed_transactions_merchant_date_idx" ON "signed_transactions" USING btree ("merchant_id","trans_date");--> statement-breakpoint
-- Signed transactions and signing keys are append-only for every role, like the journal.
CREATE FUNCTION append_only_refusal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER signed_transactions_no_update BEFORE UPDATE ON signed_transactions FOR EACH ROW EXECUTE FUNCTION append_only_refusal();
--> statement-breakpoint
CREATE TRIGGER signed_transactions_no_delete BEFORE DELETE ON signed_transactions FOR EACH ROW EXECUTE FUNCTION append_only_refusal();
--> statement-breakpoint
CREATE TRIGGER signed_transactions_no_truncate BEFORE TRUNCATE ON signed_transactions FOR EACH STATEMENT EXECUTE FUNCTION append_only_refusal();
--> statement-breakpoint
CREATE TRIGGER saft_signing_keys_no_update BEFORE UPDATE ON saft_signing_keys FOR EACH ROW EXECUTE FUNCTION append_only_refusal();
--> statement-breakpoint
CREATE TRIGGER saft_signing_keys_no_delete BEFORE DELETE ON saft_signing_keys FOR EACH ROW EXECUTE FUNCTION append_only_refusal();
