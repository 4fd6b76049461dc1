import { sql } from 'drizzle-orm';
import { stageRefunds, stageTerminalEvents } from './after-sales';
import type { MerchantContext } from './context';
import { computeOrderTotals, stageOrderLines } from './order-lines';
import { createOrderConfigTables } from './order-config';
import { stageOrders } from './orders';
import { stagePayments } from './payments';
import { publishOrders } from './publish';
import { stageAndInsertZReports } from './settlement';
import { seedSmsMessages } from './sms';
import { queryRows, type DbOrTx } from '../db/client';

export interface SalesSummary {
  orders: number;
  zReports: number;
}

/**
 * The merchant's sales history, set-based: orders and everything hanging off them are built in
 * temporary tables (dropped at commit), settled, and then copied into the real tables.
 */
export async function seedSales(
  tx: DbOrTx,
  context: MerchantContext,
  days: number,
  ordersPerDay: number,
  log: (step: string) => void,
): Promise<SalesSummary> {
  const steps: Array<[string, () => Promise<void>]> = [
    ['oppslagstabeller', () => createOrderConfigTables(tx, context)],
    ['ordrer', () => stageOrders(tx, context, days, ordersPerDay)],
    ['ordrelinjer', () => stageOrderLines(tx, context)],
    ['ordresummer', () => computeOrderTotals(tx)],
    ['betalinger', () => stagePayments(tx, context)],
    ['refusjoner', () => stageRefunds(tx, context)],
    ['kassehendelser', () => stageTerminalEvents(tx, context)],
    ['Z-rapporter', () => stageAndInsertZReports(tx, context)],
    ['skriver ordrer', () => publishOrders(tx, context)],
    ['SMS', () => seedSmsMessages(tx, context)],
  ];
  for (const [name, run] of steps) {
    const started = Date.now();
    await run();
    log(`${context.profile.id}: ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  const [counts] = await queryRows<{ orders: number; z_reports: number }>(
    tx,
    sql`select (select count(*) from seed_order)::int as orders, (select count(*) from seed_z)::int as z_reports`,
  );
  return { orders: counts!.orders, zReports: counts!.z_reports };
}
