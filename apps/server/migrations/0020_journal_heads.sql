CREATE TABLE "journal_heads" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"sequence" bigint NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_number_counters" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"last_order_number" bigint NOT NULL
);
--> statement-breakpoint
-- Each merchant's head starts at the last entry already written, its order counter at its last order.
INSERT INTO "journal_heads" ("merchant_id", "sequence", "hash")
SELECT DISTINCT ON ("merchant_id") "merchant_id", "sequence", "hash" FROM "journal_entries" ORDER BY "merchant_id", "sequence" DESC;
--> statement-breakpoint
INSERT INTO "order_number_counters" ("merchant_id", "last_order_number")
SELECT "merchant_id", max("order_number") FROM "orders" GROUP BY "merchant_id";
--> statement-breakpoint
-- Appends entries to a merchant's journal, chained after its last one. The head row's lock (taken by the
-- upsert, which reads its newest committed version) makes concurrent writers of a merchant follow each
-- other until commit. Each entry comes with its canonical content in two pieces around its sequence
-- number ("before" and "after"), so that its hash is SHA-256 over the previous hash, a newline and
-- before || sequence || after: the same text the application's check hashes (journal/chain.ts).
CREATE FUNCTION journal_append(p_merchant_id text, p_entries json) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_sequence bigint;
  v_hash text;
  v_previous text;
  v_entry json;
BEGIN
  INSERT INTO journal_heads (merchant_id, sequence, hash) VALUES (p_merchant_id, 0, repeat('0', 64))
  ON CONFLICT (merchant_id) DO UPDATE SET merchant_id = excluded.merchant_id
  RETURNING sequence, hash INTO v_sequence, v_hash;
  FOR v_entry IN SELECT value FROM json_array_elements(p_entries) LOOP
    v_sequence := v_sequence + 1;
    v_previous := v_hash;
    v_hash := encode(sha256(convert_to(v_previous || E'\n' || (v_entry->>'before') || v_sequence::text || (v_entry->>'after'), 'UTF8')), 'hex');
    INSERT INTO journal_entries (merchant_id, sequence, location_id, terminal_id, user_id, user_name, event_code, description,
      payload, occurred_at, previous_hash, hash)
    VALUES (p_merchant_id, v_sequence, (v_entry->>'locationId')::uuid, (v_entry->>'terminalId')::uuid, (v_entry->>'userId')::uuid,
      v_entry->>'userName', (v_entry->>'eventCode')::integer, v_entry->>'description', v_entry->>'payload',
      (v_entry->>'occurredAt')::timestamptz, v_previous, v_hash);
  END LOOP;
  UPDATE journal_heads SET sequence = v_sequence, hash = v_hash WHERE merchant_id = p_merchant_id;
  RETURN v_sequence;
END $$;
