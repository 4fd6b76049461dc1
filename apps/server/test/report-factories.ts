/** Test data of the settlement: terminals of every type, orders with categories, refunds, terminal events, Z-reports. */
import { eq, sql } from 'drizzle-orm';
import type { ItemType, TerminalEventType, TerminalType } from '@bakrom/shared/enums';
import type { Db } from '../src/db/client';
import { categories, orderLines, terminalEvents, terminals, vatRates, zReports } from '../src/db/schema/index';
import { auth, buildLocation, buildMerchant, buildUser, loginAs } from './factories';
import type { TestContext } from './harness';
import { buildFullOrder, buildRefund, type LineSpec, type OrderSpec } from './order-factories';

export async function buildReportTerminal(
  db: Db,
  merchantId: string,
  locationId: string,
  values: { terminalType: TerminalType; terminalId?: string; deviceName?: string; openingSales?: number; openingRefund?: number },
) {
  const [terminal] = await db
    .insert(terminals)
    .values({
      merchantId,
      locationId,
      terminalType: values.terminalType,
      terminalId:
        values.terminalId ?? (values.terminalType === 'WEBSHOP' ? 'WEBSHOP' : `${values.terminalType}-${crypto.randomUUID().slice(0, 6)}`),
      deviceName: values.deviceName ?? (values.terminalType === 'WEBSHOP' ? 'Nettbutikk' : `Kasse ${values.terminalType}`),
      systemIdNr: `SYS-${crypto.randomUUID().slice(0, 8)}`,
      openingGrandTotalSales: values.openingSales ?? 0,
      openingGrandTotalRefund: values.openingRefund ?? 0,
    })
    .returning();
  return terminal!;
}

export async function buildReportCategory(db: Db, merchantId: string, name: string, itemType: ItemType) {
  const [category] = await db.insert(categories).values({ merchantId, name, itemType }).returning();
  return category!;
}

/** A line of a report order: its category (id and name as the order stored them) and its item type. */
export interface ReportLineSpec extends LineSpec {
  category: { id: string | null; name: string };
  itemType?: ItemType;
}

/** An order (buildFullOrder) whose lines carry their categories and item types. */
export async function buildReportOrder(db: Db, spec: Omit<OrderSpec, 'lines'> & { lines: ReportLineSpec[] }) {
  const built = await buildFullOrder(db, spec);
  for (const [index, line] of built.lines.entries()) {
    const wanted = spec.lines[index]!;
    await db
      .update(orderLines)
      .set({ categoryId: wanted.category.id, categoryName: wanted.category.name, itemType: wanted.itemType ?? 'DISH' })
      .where(eq(orderLines.id, line.id));
  }
  return built;
}

export async function buildTerminalEvent(
  db: Db,
  values: { merchantId: string; terminalId: string; eventType: TerminalEventType; amount?: number; occurredAt: string },
) {
  const [event] = await db
    .insert(terminalEvents)
    .values({
      merchantId: values.merchantId,
      terminalId: values.terminalId,
      eventType: values.eventType,
      amount: values.amount ?? 0,
      occurredAt: new Date(values.occurredAt),
    })
    .returning();
  return event!;
}

export { buildRefund };

/** A Z-report as history holds it (counters given), for the turnover and continuity tests. */
export async function buildZReport(
  db: Db,
  values: {
    merchantId: string;
    locationId: string;
    terminalId: string;
    nr: number;
    businessDate: string;
    counters: object;
    grandTotalSales?: number;
    grandTotalRefund?: number;
    createdAt?: string;
  },
) {
  const [z] = await db
    .insert(zReports)
    .values({
      merchantId: values.merchantId,
      locationId: values.locationId,
      terminalId: values.terminalId,
      nr: values.nr,
      businessDate: values.businessDate,
      counters: values.counters,
      grandTotalSales: values.grandTotalSales ?? 0,
      grandTotalRefund: values.grandTotalRefund ?? 0,
      ...(values.createdAt ? { createdAt: new Date(values.createdAt) } : {}),
    })
    .returning();
  return z!;
}

/**
 * `count` plain paid orders on the terminal, set-based (one statement each for orders, lines and payments),
 * spread evenly over [from, until): for the concurrency tests and the benchmarks.
 */
export async function buildManyOrders(
  db: Db,
  values: { merchantId: string; locationId: string; terminalId: string; count: number; from: Date; until: Date; firstNumber: number },
) {
  const span = values.until.getTime() - values.from.getTime();
  await db.execute(sql`
    with made as (
      insert into orders (merchant_id, location_id, terminal_id, order_number, order_type, order_status, channel,
        total_amount_ore, total_vat_ore, tips_amount_ore, to_pay_amount_ore, ordered_at, modified_at)
      select ${values.merchantId}, ${values.locationId}::uuid, ${values.terminalId}::uuid, ${values.firstNumber} + n,
        (array['PICKUP', 'DINE_IN', 'DELIVERY'])[1 + n % 3], 'COMPLETED', 'WEBSHOP', 23000, 3000, (n % 4) * 500,
        23000 + (n % 4) * 500, at, at
      from generate_series(0, ${values.count - 1}) as n,
        lateral (select ${values.from.toISOString()}::timestamptz + (n * ${span / values.count}::double precision) * interval '1 millisecond' as at) as t
      returning id, merchant_id, to_pay_amount_ore, ordered_at, order_number
    ), lines as (
      insert into order_lines (merchant_id, order_id, category_name, item_name, item_type, count, unit_price_ore, vat_rate,
        gross_amount_ore, vat_amount_ore)
      select merchant_id, id, (array['Pizza', 'Drikke', 'Burger'])[1 + order_number % 3], 'Margherita', 'DISH', 2, 10000, 15, 23000, 3000
      from made
      returning 1
    )
    insert into order_payments (merchant_id, order_id, payment_type, amount_ore, paid_at)
    select merchant_id, id, (array['CASH', 'VIPPS', 'CARD', 'BANK_AXEPT'])[1 + order_number % 4], to_pay_amount_ore, ordered_at
    from made`);
}

/** A merchant with one location, a POS, a KIOSK, a KDS and the WEBSHOP terminal, an ADMIN and a MANAGER signed in. */
export async function buildSettlementMerchant(
  t: TestContext,
  options: {
    functionality?: 'WEBSITE' | 'TAKEAWAY' | 'KIOSK_TAKEAWAY' | 'POS' | 'ALL';
    autoSettleAt?: '' | '23:55' | '05:00';
    autoComplete?: boolean;
  } = {},
) {
  const db = t.database.db;
  const merchant = await buildMerchant(
    db,
    { name: 'Bakeriet på hjørnet AS' },
    {
      useFunctionality: options.functionality ?? 'ALL',
      webshopAutoSettleAtTime: options.autoSettleAt ?? '',
      takeawayAutoSetOrdersAsCompleted: options.autoComplete ?? false,
    },
  );
  const location = await buildLocation(db, merchant.id, { name: 'Bryggen' });
  const pos = await buildReportTerminal(db, merchant.id, location.id, {
    terminalType: 'POS',
    terminalId: 'POS-1',
    deviceName: 'Kasse 1',
    openingSales: 1_000_000,
    openingRefund: 20_000,
  });
  const kiosk = await buildReportTerminal(db, merchant.id, location.id, {
    terminalType: 'KIOSK',
    terminalId: 'KIOSK-1',
    deviceName: 'Kiosk 1',
  });
  const kds = await buildReportTerminal(db, merchant.id, location.id, { terminalType: 'KDS', terminalId: 'KDS-1', deviceName: 'Kjøkken' });
  const webshop = await buildReportTerminal(db, merchant.id, location.id, { terminalType: 'WEBSHOP' });
  await db.insert(vatRates).values({ merchantId: merchant.id, dineIn: 25, takeOut: 15, delivery: 15 });
  const admin = await buildUser(db, { merchantId: merchant.id, role: 'ADMIN' });
  const manager = await buildUser(db, { merchantId: merchant.id, role: 'MANAGER' });
  const adminToken = await loginAs(t.app, admin.username);
  const managerToken = await loginAs(t.app, manager.username);
  const request = (method: 'GET' | 'POST', url: string, token = adminToken) => t.app.inject({ method, url, headers: auth(token) });
  return {
    merchant,
    merchantId: merchant.id,
    location,
    locationId: location.id,
    pos,
    kiosk,
    kds,
    webshop,
    admin,
    adminToken,
    managerToken,
    request,
  };
}
export type SettlementMerchant = Awaited<ReturnType<typeof buildSettlementMerchant>>;
