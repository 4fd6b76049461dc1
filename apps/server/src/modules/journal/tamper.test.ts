import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalVerificationSchema, type JournalVerification } from '@bakrom/shared/schemas/journal';
import { orderSchema, type Order } from '@bakrom/shared/schemas/orders';
import { LOCATION_MESSAGES } from '@bakrom/shared/location-rules';
import { openPglite, queryRows } from '../../db/client';
import { journalEntries, locations, orders, zReports } from '../../db/schema/index';
import { clientFailureOf, databaseErrorOf } from '../../http/database-errors';
import { runCli } from '../../cli/run';
import { terminalAuth } from '../../../test/channel-factories';
import { buildShop, fixedClock, type Shop } from '../../../test/channel-order-factories';
import { auth, buildUser, loginAs } from '../../../test/factories';
import { withDatabase } from '../../../test/global-setup';
import { buildTestApp, type TestContext } from '../../../test/harness';
import { strictly } from '../../../test/strict-schema';
import { checkJournal } from './service';

/**
 * Tampering with the history as someone with SQL access would: what the database refuses, and what the
 * journal's seals and the signature check find when the triggers are turned off (as a superuser could).
 */

let t: TestContext;
const clock = fixedClock();
let reference = 0;
const db = () => t.database.db;

interface Merchant {
  shop: Shop;
  token: string;
  superToken: string;
}

async function merchant(): Promise<Merchant> {
  const shop = await buildShop(db());
  const admin = await buildUser(db(), { merchantId: shop.merchantId });
  const superAdmin = await buildUser(db(), { merchantId: null, role: 'SUPER_ADMIN' });
  return { shop, token: await loginAs(t.app, admin.username), superToken: await loginAs(t.app, superAdmin.username, shop.merchantId) };
}

/** A sale through the channel API: signed on the POS terminal's chain, journalled. */
async function sell(m: Merchant): Promise<Order> {
  reference += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/channel/orders',
    headers: terminalAuth(m.shop.terminals.pos.key),
    payload: {
      channelReference: `manipulasjon-${reference}`,
      orderType: 'PICKUP',
      lines: [{ itemId: m.shop.items.margherita.id, count: 1 }],
      payments: [{ type: 'CASH', amount: 16_900 }],
      tipsAmount: 1_950,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return strictly(orderSchema).parse(response.json()) as Order;
}

async function settle(m: Merchant): Promise<{ id: string; nr: number }> {
  const query = `locationId=${m.shop.sentrum.id}&terminalId=${m.shop.terminals.pos.terminalId}`;
  const response = await t.app.inject({ method: 'POST', url: `/api/report/createZReport?${query}`, headers: auth(m.token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: string; nr: number };
}

async function verify(m: Merchant) {
  const response = await t.app.inject({ method: 'GET', url: '/api/report/verifyJournal', headers: auth(m.token) });
  expect(response.statusCode, response.body).toBe(200);
  return strictly(journalVerificationSchema).parse(response.json()) as JournalVerification;
}

/** `npm run cli -- verify-journal` in-process, against a copy of this file's database (PGlite) or the database itself. */
async function verifyWithCli(merchantId: string): Promise<{ code: number; out: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bakrom-tamper-'));
  let databaseUrl = '';
  if (t.database.kind === 'pglite') {
    const client = (t.database.db as unknown as { $client: PGlite }).$client;
    const copy = await openPglite(dataDir, await client.dumpDataDir('none'));
    await copy.close();
  } else {
    const [row] = await queryRows<{ name: string }>(db(), sql`select current_database() as name`);
    databaseUrl = withDatabase(process.env.TEST_DATABASE_URL!, row!.name);
  }
  const out: string[] = [];
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, APP_SECRET_KEY: '', PORT: '9' };
  const code = await runCli(['verify-journal', '--merchant', merchantId], env, { out: (line) => out.push(line), err: () => {} });
  return { code, out: out.join('\n') };
}

/** The error a statement is refused with, with what the API would answer for it. */
async function refusal(statement: SQL) {
  const error = await db()
    .execute(statement)
    .then(
      () => undefined,
      (caught: unknown) => caught,
    );
  const database = databaseErrorOf(error);
  expect(database, 'the statement was not refused').toBeDefined();
  return { code: database!.code, answer: clientFailureOf(database!) };
}

/** Runs statements with every user trigger of the tables off, as someone with the database's keys could. */
async function withTriggersOff(tables: string[], statements: SQL[]) {
  await db().transaction(async (tx) => {
    for (const table of tables) await tx.execute(sql.raw(`alter table ${table} disable trigger user`));
    for (const statement of statements) await tx.execute(statement);
    for (const table of tables) await tx.execute(sql.raw(`alter table ${table} enable trigger user`));
  });
}

/**
 * Changes the description of entry `sequence` and re-chains every entry from there in SQL, exactly as
 * `journal_append` hashes (SHA-256 over the previous hash, a newline and the canonical content), so that
 * every link of the chain holds again.
 */
async function changeAndRechain(merchantId: string, sequence: number, description: string) {
  const canonical = sql.raw(`'{"description":' || to_json(e.description)::text || ',"eventCode":' || e.event_code
    || ',"locationId":' || coalesce(to_json(e.location_id)::text, 'null') || ',"merchantId":' || to_json(e.merchant_id)::text
    || ',"occurredAt":' || to_json(to_char(e.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
    || ',"payload":' || to_json(e.payload)::text || ',"sequence":' || e.sequence
    || ',"terminalId":' || coalesce(to_json(e.terminal_id)::text, 'null') || ',"userId":' || coalesce(to_json(e.user_id)::text, 'null')
    || ',"userName":' || to_json(e.user_name)::text || '}'`);
  await withTriggersOff(
    ['journal_entries'],
    [
      sql`update journal_entries set description = ${description} where merchant_id = ${merchantId} and sequence = ${sequence}`,
      sql`with recursive chained (sequence, hash) as (
          select e.sequence, encode(sha256(convert_to(e.previous_hash || E'\n' || ${canonical}, 'UTF8')), 'hex')
          from journal_entries e where e.merchant_id = ${merchantId} and e.sequence = ${sequence}
          union all
          select e.sequence, encode(sha256(convert_to(c.hash || E'\n' || ${canonical}, 'UTF8')), 'hex')
          from chained c join journal_entries e on e.merchant_id = ${merchantId} and e.sequence = c.sequence + 1
        ), rechained as (
          select c.sequence, c.hash, lag(c.hash) over (order by c.sequence) as previous from chained c
        )
        update journal_entries e set hash = r.hash, previous_hash = coalesce(r.previous, e.previous_hash)
        from rechained r where e.merchant_id = ${merchantId} and e.sequence = r.sequence`,
      sql`update journal_heads h set hash = e.hash from journal_entries e
        where h.merchant_id = ${merchantId} and e.merchant_id = h.merchant_id and e.sequence = h.sequence`,
    ],
  );
}

beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t.close());

describe('the database keeps the history', () => {
  let m: Merchant;
  let order: Order;
  let z: { id: string; nr: number };

  beforeAll(async () => {
    m = await merchant();
    order = await sell(m);
    z = await settle(m);
  });

  it("refuses a signed sale's amounts, lines and payments being changed, added or removed, and answers 409 for it", async () => {
    const id = order.id;
    for (const statement of [
      sql`update orders set total_amount_ore = total_amount_ore - 10000, to_pay_amount_ore = to_pay_amount_ore - 10000 where id = ${id}::uuid`,
      sql`update orders set tips_amount_ore = 0 where id = ${id}::uuid`,
      sql`update orders set ordered_at = ordered_at - interval '1 day' where id = ${id}::uuid`,
      sql`update order_lines set gross_amount_ore = 100 where order_id = ${id}::uuid`,
      sql`delete from order_lines where order_id = ${id}::uuid`,
      sql`insert into order_lines (merchant_id, order_id, category_name, item_name, item_type, count, unit_price_ore, vat_rate,
          gross_amount_ore, vat_amount_ore) values (${m.shop.merchantId}, ${id}::uuid, 'Pizza', 'Gratis', 'DISH', 1, 0, 15, 0, 0)`,
      sql`update order_payments set amount_ore = amount_ore - 10000 where order_id = ${id}::uuid`,
      sql`delete from order_payments where order_id = ${id}::uuid`,
      sql`insert into order_payments (merchant_id, order_id, payment_type, amount_ore, paid_at)
        values (${m.shop.merchantId}, ${id}::uuid, 'CASH', 100, now())`,
      sql`delete from orders where id = ${id}::uuid`,
      sql`update signed_transactions set amount_with_vat_ore = 1 where order_id = ${id}::uuid`,
      sql`truncate order_payments`,
    ]) {
      expect(await refusal(statement)).toEqual({
        code: 'BKH01',
        answer: { statusCode: 409, code: 'HISTORY_KEPT', message: expect.stringContaining('kan ikke endres') as unknown },
      });
    }
    const [stored] = await db().select().from(orders).where(eq(orders.id, id));
    expect(stored).toMatchObject({ totalAmount: 14_950, tipsAmount: 1_950, toPayAmount: 16_900 });
  });

  it('still lets a refund, the order’s progress and settlement write what they write', async () => {
    const id = order.id;
    await db().execute(sql`update orders set order_status = 'COMPLETED', modified_at = now(),
      refunded_total_amount_ore = 1000 where id = ${id}::uuid`);
    await db().execute(sql`update order_lines set refunded_count = 1 where order_id = ${id}::uuid`);
    await db().execute(sql`update orders set refunded_total_amount_ore = 0 where id = ${id}::uuid`);
    await db().execute(sql`update order_lines set refunded_count = 0 where order_id = ${id}::uuid`);
    // A deleted menu item leaves its lines with their names.
    await db().execute(sql`update order_lines set item_id = null, category_id = null where order_id = ${id}::uuid`);
    expect((await verify(m)).ok).toBe(true);
  });

  it('refuses a Z-report being changed, deleted or truncated; it is only ever marked replaced once', async () => {
    for (const statement of [
      sql`update z_reports set grand_total_sales_ore = 0 where id = ${z.id}::uuid`,
      sql`update z_reports set counters = counters || '{"saleReceiptsCount": 0}'::jsonb where id = ${z.id}::uuid`,
      sql`update z_reports set business_date = business_date - 1 where id = ${z.id}::uuid`,
      sql`delete from z_reports where id = ${z.id}::uuid`,
      sql`truncate z_reports cascade`,
    ]) {
      expect((await refusal(statement)).code).toBe('BKH01');
    }
    const [kept] = await db().select().from(zReports).where(eq(zReports.id, z.id));
    expect(kept!.grandTotalSales).toBe(14_950);
  });

  it('refuses deleting a location or a terminal with history: 409 with the advice to deactivate, and RESTRICT in SQL', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/superadmin/location/deleteLocation',
      headers: auth(m.superToken),
      payload: { locationId: m.shop.sentrum.id },
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'CONFLICT', message: LOCATION_MESSAGES.hasHistory });
    // Behind the API, the RESTRICT foreign keys refuse (23001 restrict_violation on PostgreSQL 16+, 23503 before), answered 409 too.
    for (const statement of [
      sql`delete from locations where id = ${m.shop.sentrum.id}::uuid`,
      sql`delete from terminals where id = ${m.shop.terminals.pos.terminalId}::uuid`,
    ]) {
      expect(await refusal(statement)).toMatchObject({
        code: expect.stringMatching(/^(23001|23503)$/) as unknown,
        answer: { statusCode: 409, code: 'CONFLICT' },
      });
    }
    expect(await db().select().from(locations).where(eq(locations.id, m.shop.sentrum.id))).toHaveLength(1);
    // Torget has terminals but no history: it can still be deleted.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/superadmin/location/deleteLocation',
      headers: auth(m.superToken),
      payload: { locationId: m.shop.torget.id },
    });
    expect(other.statusCode, other.body).toBe(200);
  });
});

describe('what the checks find when the triggers are turned off', () => {
  it('finds an entry changed and the chain re-hashed from there in SQL: the seal after it no longer holds', async () => {
    const m = await merchant();
    await sell(m);
    await sell(m);
    await settle(m);
    await sell(m);
    await settle(m);
    const merchantId = m.shop.merchantId;
    const entries = await db()
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.merchantId, merchantId))
      .orderBy(journalEntries.sequence);
    const seals = entries.filter((entry) => entry.description === 'Journal forseglet').map((entry) => entry.sequence);
    expect(seals).toHaveLength(2);
    expect(await verify(m)).toMatchObject({ ok: true, seals: { count: 2, firstBroken: null, provenThrough: seals[1]! - 1 } });

    // The re-chaining itself reproduces the stored hashes: the same text as journal_append hashes.
    await changeAndRechain(merchantId, 2, entries[1]!.description);
    const again = await db()
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.merchantId, merchantId))
      .orderBy(journalEntries.sequence);
    expect(again.map((entry) => entry.hash)).toEqual(entries.map((entry) => entry.hash));

    // Sale 2 (before the first seal) turned into something else, every hash after it recomputed.
    await changeAndRechain(merchantId, 2, 'Salg (endret)');
    const chain = await checkJournal(db(), merchantId);
    expect(chain.firstBrokenEntry).toBeNull();
    expect(chain.seals).toEqual({ count: 2, firstBroken: seals[0], provenThrough: null });
    expect(await verify(m)).toMatchObject({ ok: false, firstBrokenEntry: null, seals: { firstBroken: seals[0] } });
    const cli = await verifyWithCli(merchantId);
    expect(cli.code, cli.out).toBe(1);
    expect(JSON.parse(cli.out)).toMatchObject({ ok: false, seals: { firstBroken: seals[0] } });
  });

  it('finds a signed amount changed with the triggers off: the order as stored no longer matches its signature', async () => {
    const m = await merchant();
    await sell(m);
    const order = await sell(m);
    await settle(m);
    expect((await verify(m)).ok).toBe(true);
    expect((await verifyWithCli(m.shop.merchantId)).code).toBe(0);

    // 149.50 kr made 49.50 kr: the order, its line and its payment, consistent with each other.
    const id = order.id;
    await withTriggersOff(
      ['orders', 'order_lines', 'order_payments'],
      [
        sql`update orders set total_amount_ore = total_amount_ore - 10000, total_vat_ore = total_vat_ore - 1304,
          to_pay_amount_ore = to_pay_amount_ore - 10000 where id = ${id}::uuid`,
        sql`update order_lines set gross_amount_ore = gross_amount_ore - 10000, vat_amount_ore = vat_amount_ore - 1304
          where order_id = ${id}::uuid`,
        sql`update order_payments set amount_ore = amount_ore - 10000 where order_id = ${id}::uuid`,
      ],
    );
    const [signed] = await queryRows<{ terminalId: string; nr: string }>(
      db(),
      sql`select terminal_id as "terminalId", nr::text from signed_transactions where order_id = ${id}::uuid`,
    );
    const answer = await verify(m);
    expect(answer).toMatchObject({
      ok: false,
      firstBrokenEntry: null,
      seals: { firstBroken: null },
      signatures: { ok: false, firstBroken: { terminalId: signed!.terminalId, nr: Number(signed!.nr), reason: 'AMOUNT' } },
    });
    const cli = await verifyWithCli(m.shop.merchantId);
    expect(cli.code, cli.out).toBe(1);
    expect(JSON.parse(cli.out)).toMatchObject({ ok: false, signatures: { firstBroken: { reason: 'AMOUNT' } } });
  });

  it('finds a payment alone changed, and an order deleted, behind a signed sale', async () => {
    const m = await merchant();
    const order = await sell(m);
    const id = order.id;
    await withTriggersOff(['order_payments'], [sql`update order_payments set amount_ore = amount_ore - 100 where order_id = ${id}::uuid`]);
    expect(await verify(m)).toMatchObject({ ok: false, signatures: { firstBroken: { reason: 'AMOUNT' } } });
    await withTriggersOff(['order_payments'], [sql`update order_payments set amount_ore = amount_ore + 100 where order_id = ${id}::uuid`]);
    expect((await verify(m)).ok).toBe(true);
    await withTriggersOff(
      ['orders', 'order_lines', 'order_line_add_ons', 'order_payments'],
      [sql`delete from orders where id = ${id}::uuid and merchant_id = ${m.shop.merchantId}`],
    );
    expect(
      await db()
        .select()
        .from(orders)
        .where(and(eq(orders.id, id))),
    ).toHaveLength(0);
    expect(await verify(m)).toMatchObject({ ok: false, signatures: { firstBroken: { reason: 'AMOUNT' } } });
  });
});
