ALTER TABLE "orders" DROP CONSTRAINT "orders_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_terminal_id_terminals_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_z_report_id_z_reports_id_fk";
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_terminal_id_terminals_id_fk";
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_z_report_id_z_reports_id_fk";
--> statement-breakpoint
ALTER TABLE "terminal_events" DROP CONSTRAINT "terminal_events_terminal_id_terminals_id_fk";
--> statement-breakpoint
ALTER TABLE "terminal_events" DROP CONSTRAINT "terminal_events_z_report_id_z_reports_id_fk";
--> statement-breakpoint
ALTER TABLE "z_reports" DROP CONSTRAINT "z_reports_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "z_reports" DROP CONSTRAINT "z_reports_terminal_id_terminals_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_z_report_id_z_reports_id_fk" FOREIGN KEY ("z_report_id") REFERENCES "public"."z_reports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_z_report_id_z_reports_id_fk" FOREIGN KEY ("z_report_id") REFERENCES "public"."z_reports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_events" ADD CONSTRAINT "terminal_events_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_events" ADD CONSTRAINT "terminal_events_z_report_id_z_reports_id_fk" FOREIGN KEY ("z_report_id") REFERENCES "public"."z_reports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "z_reports" ADD CONSTRAINT "z_reports_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "z_reports" ADD CONSTRAINT "z_reports_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- History is kept as it was made (kassasystemforskriften): a Z-report, a signed sale with its lines,
-- add-ons and payments, and a signed transaction are never changed or removed afterwards. Every refusal
-- raises SQLSTATE BKH01, which the API answers as 409 with a Norwegian message (http/database-errors.ts).
-- Whether a row was written by the current transaction (or one of its subtransactions): a row visible to
-- us whose inserting transaction is still in progress can only be our own. xmin carries the low 32 bits
-- of the transaction id; the epoch is the current one (the one before when the low bits have wrapped).
CREATE FUNCTION written_by_this_transaction(p_xmin xid) RETURNS boolean LANGUAGE sql VOLATILE AS $$
  SELECT pg_xact_status((((current >> 32) - (CASE WHEN low > (current & 4294967295) THEN 1 ELSE 0 END)) << 32 | low)::text::xid8) = 'in progress'
  FROM (SELECT pg_current_xact_id()::text::bigint AS current, p_xmin::text::bigint AS low) AS ids
$$;
--> statement-breakpoint
-- Whether the order's sale was signed by a transaction before this one: the signing transaction itself
-- still writes the order's lines and payments after its signature (channel/order-service.ts).
CREATE FUNCTION order_sale_signed_before(p_order_id uuid) RETURNS boolean LANGUAGE sql VOLATILE AS $$
  SELECT EXISTS (SELECT 1 FROM signed_transactions s
    WHERE s.order_id = p_order_id AND s.kind = 'SALE' AND NOT written_by_this_transaction(s.xmin))
$$;
--> statement-breakpoint
CREATE FUNCTION history_refusal(p_what text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'history is kept: %', p_what USING ERRCODE = 'BKH01';
END $$;
--> statement-breakpoint
-- The append-only tables (journal, signed transactions, signing keys) refuse with the same SQLSTATE.
CREATE OR REPLACE FUNCTION append_only_refusal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'BKH01';
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION journal_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'journal_entries is append-only: % refused', TG_OP USING ERRCODE = 'BKH01';
END $$;
--> statement-breakpoint
-- A Z-report is written once: made, its counters stored while they are still empty (in the settlement
-- that made it), and later at most marked replaced once by a regeneration. A user's deletion may clear
-- who made it. It is deleted only while still empty, in the transaction that made it (nothing to settle).
CREATE FUNCTION z_reports_kept() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_old jsonb;
  v_new jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.counters = '{}'::jsonb AND written_by_this_transaction(OLD.xmin) THEN
      RETURN OLD;
    END IF;
    PERFORM history_refusal(format('Z-report %s of terminal %s cannot be deleted', OLD.nr, OLD.terminal_id));
  END IF;
  v_old := to_jsonb(OLD);
  v_new := to_jsonb(NEW);
  IF v_old = v_new THEN
    RETURN NEW;
  END IF;
  -- Its counters stored once, while still empty.
  IF OLD.counters = '{}'::jsonb
    AND v_old - 'counters' - 'grand_total_sales_ore' - 'grand_total_refund_ore' = v_new - 'counters' - 'grand_total_sales_ore' - 'grand_total_refund_ore' THEN
    RETURN NEW;
  END IF;
  -- Marked replaced once, while live.
  IF OLD.replaced_by_z_report_id IS NULL AND NEW.replaced_by_z_report_id IS NOT NULL AND NEW.replaced_at IS NOT NULL
    AND v_old - 'replaced_by_z_report_id' - 'replaced_at' = v_new - 'replaced_by_z_report_id' - 'replaced_at' THEN
    RETURN NEW;
  END IF;
  -- Its maker deleted (the foreign key's SET NULL).
  IF NEW.created_by_user_id IS NULL AND v_old - 'created_by_user_id' = v_new - 'created_by_user_id' THEN
    RETURN NEW;
  END IF;
  PERFORM history_refusal(format('Z-report %s of terminal %s cannot be changed', OLD.nr, OLD.terminal_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER z_reports_kept BEFORE UPDATE OR DELETE ON z_reports FOR EACH ROW EXECUTE FUNCTION z_reports_kept();
--> statement-breakpoint
-- A signed sale keeps its amounts, type, place and time; what a refund, a cancellation, the order's
-- progress and settlement write (refunded amounts, status, modified_at, z_report_id, …) stays allowed.
CREATE FUNCTION orders_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF order_sale_signed_before(OLD.id) THEN
      PERFORM history_refusal(format('order %s has a signed sale and cannot be deleted', OLD.order_number));
    END IF;
    RETURN OLD;
  END IF;
  IF (NEW.id, NEW.merchant_id, NEW.order_number, NEW.total_amount_ore, NEW.total_vat_ore, NEW.tips_amount_ore,
      NEW.manual_discount_ore, NEW.used_points, NEW.to_pay_amount_ore, NEW.order_type, NEW.terminal_id, NEW.location_id,
      NEW.ordered_at, NEW.channel)
    IS DISTINCT FROM (OLD.id, OLD.merchant_id, OLD.order_number, OLD.total_amount_ore, OLD.total_vat_ore, OLD.tips_amount_ore,
      OLD.manual_discount_ore, OLD.used_points, OLD.to_pay_amount_ore, OLD.order_type, OLD.terminal_id, OLD.location_id,
      OLD.ordered_at, OLD.channel)
    AND order_sale_signed_before(OLD.id) THEN
    PERFORM history_refusal(format('the amounts of order %s are signed and cannot be changed', OLD.order_number));
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_kept BEFORE UPDATE OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION orders_kept();
--> statement-breakpoint
-- The lines, add-on lines and payments of a signed sale: written with the sale (in its signing
-- transaction), afterwards only a refund's refunded units change, and a deleted item, category or add-on
-- clears its reference (the line keeps its names).
CREATE FUNCTION order_rows_kept() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_old jsonb;
  v_new jsonb;
  v_reference text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF order_sale_signed_before(NEW.order_id) THEN
      PERFORM history_refusal(format('%s cannot be added to a signed sale', TG_TABLE_NAME));
    END IF;
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' THEN
    IF order_sale_signed_before(OLD.order_id) THEN
      PERFORM history_refusal(format('%s of a signed sale cannot be deleted', TG_TABLE_NAME));
    END IF;
    RETURN OLD;
  END IF;
  v_old := to_jsonb(OLD) - 'refunded_count';
  v_new := to_jsonb(NEW) - 'refunded_count';
  FOREACH v_reference IN ARRAY ARRAY['item_id', 'category_id', 'add_on_id'] LOOP
    IF v_new -> v_reference = 'null'::jsonb THEN
      v_old := v_old - v_reference;
      v_new := v_new - v_reference;
    END IF;
  END LOOP;
  IF v_old <> v_new AND (order_sale_signed_before(OLD.order_id) OR order_sale_signed_before(NEW.order_id)) THEN
    PERFORM history_refusal(format('%s of a signed sale cannot be changed', TG_TABLE_NAME));
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_payments_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF order_sale_signed_before(NEW.order_id) THEN
      PERFORM history_refusal('a payment cannot be added to a signed sale');
    END IF;
    RETURN NEW;
  END IF;
  IF order_sale_signed_before(OLD.order_id) OR (TG_OP = 'UPDATE' AND order_sale_signed_before(NEW.order_id)) THEN
    PERFORM history_refusal(format('the payments of a signed sale cannot be changed (%s)', TG_OP));
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION history_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM history_refusal(format('%s cannot be truncated', TG_TABLE_NAME));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_lines_kept BEFORE INSERT OR UPDATE OR DELETE ON order_lines FOR EACH ROW EXECUTE FUNCTION order_rows_kept();
--> statement-breakpoint
CREATE TRIGGER order_line_add_ons_kept BEFORE INSERT OR UPDATE OR DELETE ON order_line_add_ons FOR EACH ROW EXECUTE FUNCTION order_rows_kept();
--> statement-breakpoint
CREATE TRIGGER order_payments_kept BEFORE INSERT OR UPDATE OR DELETE ON order_payments FOR EACH ROW EXECUTE FUNCTION order_payments_kept();
--> statement-breakpoint
CREATE TRIGGER z_reports_no_truncate BEFORE TRUNCATE ON z_reports FOR EACH STATEMENT EXECUTE FUNCTION history_no_truncate();
--> statement-breakpoint
CREATE TRIGGER orders_no_truncate BEFORE TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION history_no_truncate();
--> statement-breakpoint
CREATE TRIGGER order_lines_no_truncate BEFORE TRUNCATE ON order_lines FOR EACH STATEMENT EXECUTE FUNCTION history_no_truncate();
--> statement-breakpoint
CREATE TRIGGER order_line_add_ons_no_truncate BEFORE TRUNCATE ON order_line_add_ons FOR EACH STATEMENT EXECUTE FUNCTION history_no_truncate();
--> statement-breakpoint
CREATE TRIGGER order_payments_no_truncate BEFORE TRUNCATE ON order_payments FOR EACH STATEMENT EXECUTE FUNCTION history_no_truncate();
--> statement-breakpoint
CREATE TRIGGER refunds_no_truncate BEFORE TRUNCATE ON refunds FOR EACH STATEMENT EXECUTE FUNCTION history_no_truncate();
--> statement-breakpoint
CREATE TRIGGER terminal_events_no_truncate BEFORE TRUNCATE ON terminal_events FOR EACH STATEMENT EXECUTE FUNCTION history_no_truncate();
