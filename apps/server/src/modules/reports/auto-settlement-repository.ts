import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';

/** SQL of the automatic end-of-day settlement: who has it, its run records, what is due, completing orders. */

export interface AutoSettleMerchant {
  merchantId: string;
  settleAt: '23:55' | '05:00';
  autoComplete: boolean;
  /** autoSettleTills: the tills (POS terminals) are settled too. */
  tills: boolean;
}

/** The merchants whose setting webshopAutoSettleAtTime asks for the automatic settlement. */
export async function selectAutoSettleMerchants(db: DbOrTx): Promise<AutoSettleMerchant[]> {
  return queryRows<AutoSettleMerchant>(
    db,
    sql`select s.merchant_id as "merchantId", s.webshop_auto_settle_at_time as "settleAt",
        s.takeaway_auto_set_orders_as_completed as "autoComplete", s.auto_settle_tills as "tills"
      from merchant_settings s
      where s.webshop_auto_settle_at_time in ('23:55', '05:00')
      order by s.merchant_id`,
  );
}

/** Whether the merchant's run of that business day is recorded already. */
export async function isRunRecorded(db: DbOrTx, merchantId: string, businessDate: string): Promise<boolean> {
  const found = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from auto_settlement_runs where merchant_id = ${merchantId} and business_date = ${businessDate}::date`,
  );
  return found.length > 0;
}

/**
 * The transaction-scoped advisory lock of the merchant's automatic settlement: one server instance at a
 * time; another that finds it taken skips the merchant (the holder does the work).
 */
export async function tryLockMerchantRun(tx: DbOrTx, merchantId: string): Promise<boolean> {
  const [row] = await queryRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(hashtext('auto-settlement'), hashtext(${merchantId})) as locked`,
  );
  return row!.locked === true;
}

/** Records the run; false when it was recorded already (by an earlier or a concurrent run). */
export async function insertRun(
  tx: DbOrTx,
  run: { merchantId: string; businessDate: string; settleAt: string; cutoff: Date; now: Date },
): Promise<boolean> {
  const inserted = await queryRows<{ one: number }>(
    tx,
    sql`insert into auto_settlement_runs (merchant_id, business_date, settle_at, cutoff_at, z_report_count, completed_orders, ran_at)
      values (${run.merchantId}, ${run.businessDate}::date, ${run.settleAt}, ${run.cutoff.toISOString()}::timestamptz, 0, 0,
        ${run.now.toISOString()}::timestamptz)
      on conflict (merchant_id, business_date) do nothing
      returning 1 as one`,
  );
  return inserted.length > 0;
}

export async function updateRunResult(
  tx: DbOrTx,
  run: { merchantId: string; businessDate: string; zReportCount: number; completedOrders: number },
): Promise<void> {
  await tx.execute(
    sql`update auto_settlement_runs set z_report_count = ${run.zReportCount}, completed_orders = ${run.completedOrders}
      where merchant_id = ${run.merchantId} and business_date = ${run.businessDate}::date`,
  );
}

/**
 * The merchant's WEBSHOP and KIOSK terminals, and its POS terminals (tills) when `tills`, with unsettled sales
 * before the cut-off. A sale as the X/Z counters count one: an order not cancelled, or a cancelled one whose
 * sale was signed (its cancellation is a return the Z-report takes along).
 */
export async function selectTerminalsToSettle(
  tx: DbOrTx,
  merchantId: string,
  cutoff: Date,
  options: { tills: boolean },
): Promise<{ id: string; locationId: string }[]> {
  const types = options.tills ? sql`('WEBSHOP', 'KIOSK', 'POS')` : sql`('WEBSHOP', 'KIOSK')`;
  return queryRows<{ id: string; locationId: string }>(
    tx,
    sql`select t.id, t.location_id as "locationId"
      from terminals t
      where t.merchant_id = ${merchantId} and t.terminal_type in ${types}
        and exists (
          select 1 from orders o
          where o.terminal_id = t.id and o.z_report_id is null and o.ordered_at < ${cutoff.toISOString()}::timestamptz
            and (o.order_status <> 'CANCELLED'
              or exists (select 1 from signed_transactions st where st.order_id = o.id and st.kind = 'SALE')))
      order by t.location_id, t.terminal_type desc, t.terminal_id`,
  );
}

/** Marks the CONFIRMED orders of the WEBSHOP and KIOSK terminals in [from, until) COMPLETED; answers how many. */
export async function completeConfirmedOrders(tx: DbOrTx, merchantId: string, from: Date, until: Date, now: Date): Promise<number> {
  const updated = await queryRows<{ one: number }>(
    tx,
    sql`update orders o set order_status = 'COMPLETED', modified_at = ${now.toISOString()}::timestamptz
      from terminals t
      where t.id = o.terminal_id and t.terminal_type in ('WEBSHOP', 'KIOSK')
        and o.merchant_id = ${merchantId} and o.order_status = 'CONFIRMED'
        and o.ordered_at >= ${from.toISOString()}::timestamptz and o.ordered_at < ${until.toISOString()}::timestamptz
      returning 1 as one`,
  );
  return updated.length;
}
