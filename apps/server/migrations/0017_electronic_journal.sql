CREATE TABLE "journal_entries" (
	"merchant_id" text NOT NULL,
	"sequence" bigint NOT NULL,
	"location_id" uuid,
	"terminal_id" uuid,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"event_code" integer NOT NULL,
	"description" text NOT NULL,
	"payload" text NOT NULL,
	"occurred_at" timestamp (3) with time zone NOT NULL,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "journal_entries_merchant_id_sequence_pk" PRIMARY KEY("merchant_id","sequence")
);
--> statement-breakpoint
CREATE INDEX "journal_entries_terminal_idx" ON "journal_entries" USING btree ("terminal_id","occurred_at");--> statement-breakpoint
CREATE INDEX "journal_entries_merchant_time_idx" ON "journal_entries" USING btree ("merchant_id","occurred_at");--> statement-breakpoint
-- The journal is append-only for every role: an entry is never changed or removed, not even by a
-- merchant's deletion (no foreign keys), so the chain can be checked for as long as the law keeps it.
CREATE FUNCTION journal_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'journal_entries is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_no_update BEFORE UPDATE ON journal_entries FOR EACH ROW EXECUTE FUNCTION journal_entries_append_only();
--> statement-breakpoint
CREATE TRIGGER journal_entries_no_delete BEFORE DELETE ON journal_entries FOR EACH ROW EXECUTE FUNCTION journal_entries_append_only();
--> statement-breakpoint
CREATE TRIGGER journal_entries_no_truncate BEFORE TRUNCATE ON journal_entries FOR EACH STATEMENT EXECUTE FUNCTION journal_entries_append_only();
