import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, queryRows, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { decryptSecret } from '../lib/secrets';
import { reportCountersSchema, type ReportCategory, type ReportCounters } from '@bakrom/shared/schemas/reports';
import { strictly } from '../../test/strict-schema';
import { verifyPassword } from '../modules/auth/passwords';
import { countersStatement, mapCountersRow } from '../modules/reports/counters-repository';
import { checkJournal } from '../modules/journal/service';
import { checkSignatures } from '../modules/saft/signing-service';
import { osloDate } from './dates';
import { DEMO_LOGINS, DEMO_PASSWORD, isDemoSeeded, seedDemo, type SeedSummary } from './demo';
import { salesInvariants } from './invariants';
import { isValidOrgNumber } from './org-number';
import { labourToday } from '../modules/staff-register/labour-service';

// 18:30 in Oslo on the Monday after the switch to summer time: the ten days cross the change.
const NOW = new Date('2026-03-30T16:30:00Z');
const TODAY = osloDate(NOW);
const TIMEOUT = 120_000;

describe(
  'seedDemo on PGlite',
  () => {
    let database: Database;
    let summary: SeedSummary;
    const secretKey = randomBytes(32);
    const all = async <T = Record<string, unknown>>(query: SQL) => queryRows<T>(database.db, query);
    const values = async (query: SQL) => (await all<{ v: unknown }>(query)).map((r) => r.v);

    beforeAll(async () => {
      database = await openPglite();
      await migrate(database);
      expect(await isDemoSeeded(database.db)).toBe(false);
      summary = await seedDemo(database.db, { days: 10, ordersPerDay: 20, now: NOW, secretKey });
    }, TIMEOUT);

    afterAll(async () => {
      await database?.close();
    });

    it('reports what it created', async () => {
      expect(summary.merchants).toEqual(['demo', 'pizza']);
      const [counts] = await all<{ orders: number; z: number }>(
        sql`select (select count(*) from orders)::int as orders, (select count(*) from z_reports)::int as z`,
      );
      expect(summary.orders).toBe(counts!.orders);
      expect(summary.zReports).toBe(counts!.z);
      expect(summary.orders).toBeGreaterThan(200);
      expect(await isDemoSeeded(database.db)).toBe(true);
    });

    it.each(salesInvariants(TODAY))('holds: $name', async ({ violations }) => {
      const [row] = await all<{ n: number }>(violations);
      expect(Number(row!.n)).toBe(0);
    });

    it('covers every channel, order type, status, payment type, card scheme and SMS type', async () => {
      const demo = sql`merchant_id = 'demo'`;
      expect(await values(sql`select distinct channel as v from orders where ${demo} order by 1`)).toEqual([
        'APP_ANDROID',
        'APP_IOS',
        'KIOSK',
        'POS',
        'WEBSHOP',
      ]);
      expect(await values(sql`select distinct order_type as v from orders where ${demo} order by 1`)).toEqual([
        'DELIVERY',
        'DINE_IN',
        'PICKUP',
      ]);
      expect(await values(sql`select distinct payment_type as v from order_payments where ${demo} order by 1`)).toEqual([
        'APPLE_PAY',
        'BANK_AXEPT',
        'CARD',
        'CASH',
        'GOOGLE_PAY',
        'VIPPS',
      ]);
      expect(await values(sql`select distinct card_type as v from order_payments where card_type is not null order by 1`)).toEqual([
        'MASTERCARD',
        'VISA',
      ]);
      expect(await values(sql`select distinct message_type as v from sms_messages order by 1`)).toEqual([
        'FOOD_READY',
        'ORDER_CONFIRMATION',
        'USER_REGISTRATION',
      ]);
      const statuses = await values(sql`select distinct order_status as v from orders order by 1`);
      expect(statuses).toEqual(expect.arrayContaining(['CANCELLED', 'COMPLETED']));
      expect(statuses.some((s) => s === 'ORDERED' || s === 'CONFIRMED')).toBe(true);
    });

    it('has split payments, tips, discounts, bonus points, refunds and terminal events', async () => {
      const [row] = await all<Record<string, number>>(sql`select
      (select count(*) from (select order_id from order_payments group by order_id having count(*) = 2) s)::int as split,
      (select count(*) from orders where tips_amount_ore > 0)::int as tips,
      (select count(*) from orders where manual_discount_ore > 0)::int as manual,
      (select count(*) from order_lines where discount_percent > 0)::int as line_discounts,
      (select count(*) from orders where used_points > 0)::int as points,
      (select count(*) from refunds)::int as refunds,
      (select count(distinct event_type) from terminal_events)::int as event_types,
      (select count(*) from order_line_add_ons)::int as add_ons`);
      for (const [name, count] of Object.entries(row!)) expect(count, name).toBeGreaterThan(0);
      expect(row!.event_types).toBe(3);
    });

    it('signs every sale and return of the history, in one unbroken chain per terminal', async () => {
      for (const merchantId of ['demo', 'pizza']) {
        // A sale is an order that is not cancelled, or a cancelled one whose signed sale was returned.
        const [expected] = await all<{ sales: number; returns: number }>(sql`select
          (select count(*) from orders o where merchant_id = ${merchantId} and (order_status <> 'CANCELLED'
            or exists (select 1 from refunds r where r.order_id = o.id and r.kind = 'CANCELLATION')))::int as sales,
          (select count(*) from refunds where merchant_id = ${merchantId} and status = 'SUCCEEDED')::int as returns`);
        const check = await checkSignatures(database.db, merchantId);
        expect(expected!.sales).toBeGreaterThan(0);
        expect(check).toEqual({ ok: true, transactions: expected!.sales + expected!.returns, firstBroken: null });
      }
      const unsigned = await values(sql`select count(*)::int as v from orders o
        where o.order_status <> 'CANCELLED' and not exists (select 1 from signed_transactions s where s.order_id = o.id and s.kind = 'SALE')`);
      expect(unsigned).toEqual([0]);
    });

    it('journals the history as the registers recorded it: each sale, return, register event and Z, in time order, chained', async () => {
      for (const merchantId of ['demo', 'pizza']) {
        type Counts = Record<'sales' | 'returns' | 'terminal_events' | 'z' | 'unpaid_cancellations' | 'entries', number>;
        const [counts] = await all<Counts>(sql`select
          (select count(*) from signed_transactions where merchant_id = ${merchantId} and kind = 'SALE')::int as sales,
          (select count(*) from signed_transactions where merchant_id = ${merchantId} and kind = 'RETURN')::int as returns,
          (select count(*) from terminal_events where merchant_id = ${merchantId})::int as terminal_events,
          (select count(*) from z_reports where merchant_id = ${merchantId})::int as z,
          (select count(*) from journal_entries where merchant_id = ${merchantId} and event_code = 13012)::int as journalled_sales,
          (select count(*) from journal_entries where merchant_id = ${merchantId} and event_code = 13013)::int as journalled_returns,
          (select count(*) from orders o where merchant_id = ${merchantId} and order_status = 'CANCELLED'
            and not exists (select 1 from signed_transactions s where s.order_id = o.id))::int as unpaid_cancellations,
          (select count(*) from journal_entries where merchant_id = ${merchantId} and event_code in (13005, 13014, 13999)
            and description not like 'Ordre nr. % kansellert (ikke betalt)')::int as journalled_events,
          (select count(*) from journal_entries where merchant_id = ${merchantId} and event_code = 13999
            and description like 'Ordre nr. % kansellert (ikke betalt)')::int as journalled_cancellations,
          (select count(*) from journal_entries where merchant_id = ${merchantId} and event_code = 13009)::int as journalled_z,
          (select count(*) from journal_entries where merchant_id = ${merchantId})::int as entries`);
        expect(counts!.returns).toBeGreaterThan(0);
        expect(counts!.terminal_events).toBeGreaterThan(0);
        expect(counts).toMatchObject({
          journalled_sales: counts!.sales,
          journalled_returns: counts!.returns,
          journalled_events: counts!.terminal_events,
          journalled_z: counts!.z,
          journalled_cancellations: counts!.unpaid_cancellations,
          entries: counts!.sales + counts!.returns + counts!.terminal_events + counts!.z + counts!.unpaid_cancellations,
        });
        expect(await checkJournal(database.db, merchantId)).toMatchObject({ ok: true, entries: counts!.entries, firstBrokenEntry: null });
        // The sequence follows the time, and each sale's entry names its order's signature.
        const outOfOrder = await values(sql`select count(*)::int as v from (
            select occurred_at, lag(occurred_at) over (order by sequence) as previous from journal_entries where merchant_id = ${merchantId}) x
          where occurred_at < previous`);
        expect(outOfOrder).toEqual([0]);
        const mismatched = await values(sql`select count(*)::int as v from journal_entries j
          join signed_transactions s on s.order_id = (j.payload::json ->> 'orderId')::uuid and s.kind = 'SALE'
          where j.merchant_id = ${merchantId} and j.event_code = 13012
            and (s.nr <> (j.payload::json -> 'signature' ->> 'nr')::bigint or j.terminal_id <> s.terminal_id)`);
        expect(mismatched).toEqual([0]);
      }
    });

    it('cancels orders as the status call does: unpaid ones journalled 13999, a few paid and signed ones returned in full and journalled 13013', async () => {
      type Cancelled = { order_number: number; channel: string; signed: boolean; refund_kind: string | null; description: string };
      const cancelled = await all<Cancelled>(sql`select o.order_number, o.channel,
          exists (select 1 from signed_transactions s where s.order_id = o.id and s.kind = 'SALE') as signed,
          r.kind as refund_kind, j.description
        from orders o
        left join refunds r on r.order_id = o.id
        left join journal_entries j on j.merchant_id = o.merchant_id and j.event_code in (13013, 13999)
          and j.payload::json ->> 'orderId' = o.id::text
        where o.merchant_id = 'demo' and o.order_status = 'CANCELLED'`);
      const unpaid = cancelled.filter((order) => !order.signed);
      const returned = cancelled.filter((order) => order.signed);
      expect(unpaid.length).toBeGreaterThan(0);
      expect(returned.length).toBeGreaterThan(0);
      for (const order of unpaid) {
        expect(order).toMatchObject({ refund_kind: null, description: `Ordre nr. ${order.order_number} kansellert (ikke betalt)` });
      }
      for (const order of returned) {
        expect(['POS', 'KIOSK']).toContain(order.channel);
        expect(order).toMatchObject({
          refund_kind: 'CANCELLATION',
          description: `Retur ved kansellering av ordre nr. ${order.order_number}`,
        });
      }
      // Each return is the terminal's latest signed transaction of the day, in time after the sale.
      const [late] = await all<{ n: number }>(sql`select count(*)::int as n from refunds r
        join signed_transactions ret on ret.refund_id = r.id
        join signed_transactions later on later.terminal_id = ret.terminal_id and later.nr > ret.nr
        where r.kind = 'CANCELLATION' and (later.trans_date, later.trans_time) < (ret.trans_date, ret.trans_time)`);
      expect(late!.n).toBe(0);
    });

    it('uses ids the API accepts (RFC 9562 version and variant)', async () => {
      const rfc = '^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$';
      for (const table of [
        'orders',
        'order_lines',
        'order_line_add_ons',
        'order_payments',
        'refunds',
        'terminal_events',
        'z_reports',
        'sms_messages',
      ]) {
        const [row] = await all<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where id::text !~ ${rfc}`);
        expect(row!.n, table).toBe(0);
      }
    });

    it('settles only past days and keeps today open at every till', async () => {
      const [row] = await all<{ today_orders: number; today_z: number; open_terminals: number }>(sql`select
      (select count(*) from orders where (ordered_at at time zone 'Europe/Oslo')::date = ${TODAY}::date)::int as today_orders,
      (select count(*) from z_reports where business_date >= ${TODAY}::date)::int as today_z,
      (select count(distinct terminal_id) from orders where z_report_id is null)::int as open_terminals`);
      expect(row!.today_orders).toBeGreaterThan(0);
      expect(row!.today_z).toBe(0);
      expect(row!.open_terminals).toBeGreaterThan(1);
    });

    it('seeds Z-reports whose counters the live settlement computes alike', async () => {
      const stored = await all<{ id: string; merchant_id: string; terminal_id: string; nr: number; counters: unknown }>(
        sql`select id, merchant_id, terminal_id, nr, counters from z_reports order by terminal_id, nr`,
      );
      expect(stored.length).toBeGreaterThan(0);
      for (const z of stored) strictly(reportCountersSchema).parse(z.counters);
      const sorted = (counters: ReportCounters) => {
        const key = (c: ReportCategory) => `${c.name}|${c.vatRate}|${c.id}`;
        return { ...counters, categories: [...counters.categories].sort((a, b) => (key(a) < key(b) ? -1 : 1)) };
      };
      const latest = new Map(stored.map((z) => [z.terminal_id, z]));
      for (const z of latest.values()) {
        const [row] = await all<Parameters<typeof mapCountersRow>[0]>(
          countersStatement(
            { kind: 'zReport', merchantId: z.merchant_id, terminalId: z.terminal_id, zReportId: z.id },
            { excludeZReportId: z.id },
          ),
        );
        expect(sorted(mapCountersRow(row!).counters), `Z ${z.nr} of ${z.terminal_id}`).toEqual(sorted(z.counters as ReportCounters));
      }
    });

    it('closes exactly one location today and has past and future closing days', async () => {
      const [row] = await all<{ today: number; past: number; future: number }>(sql`select
      count(*) filter (where from_date <= ${TODAY}::date and to_date >= ${TODAY}::date)::int as today,
      count(*) filter (where to_date < ${TODAY}::date)::int as past,
      count(*) filter (where from_date > ${TODAY}::date)::int as future
      from closing_days where merchant_id = 'demo'`);
      expect(row).toEqual({ today: 1, past: expect.any(Number), future: expect.any(Number) });
      expect(row!.past).toBeGreaterThan(0);
      expect(row!.future).toBeGreaterThan(0);
    });

    it('creates the four logins with the demo password', async () => {
      const users = await all<{ username: string; user_role: string; merchant_id: string | null; password_hash: string }>(
        sql`select username, user_role, merchant_id, password_hash from users`,
      );
      for (const login of DEMO_LOGINS) {
        const user = users.find((u) => u.username === login.username);
        expect(user, login.username).toMatchObject({ user_role: login.role, merchant_id: login.merchant });
      }
      expect(await verifyPassword(users[0]!.password_hash, DEMO_PASSWORD)).toBe(true);
      expect(users.filter((u) => u.merchant_id === 'demo').length).toBeGreaterThanOrEqual(6);
    });

    it('seeds the demo menu, settings, terminals and provider accounts', async () => {
      const [row] = await all<Record<string, number>>(sql`select
      (select count(*) from categories where merchant_id = 'demo')::int as categories,
      (select count(*) from items where merchant_id = 'demo')::int as items,
      (select count(*) from items where merchant_id = 'pizza')::int as pizza_items,
      (select count(*) from item_variants)::int as variants,
      (select count(*) from variant_add_on_groups)::int as variant_groups,
      (select count(*) from item_allergens)::int as allergens,
      (select count(*) from terminals where terminal_type = 'KDS')::int as kds,
      (select count(*) from terminals where merchant_id = 'demo' and terminal_type in ('POS', 'KIOSK', 'WEBSHOP'))::int as tills,
      (select count(*) from custom_action_categories)::int as dish_categories,
      (select count(*) from sold_out_items)::int as sold_out,
      (select count(*) from discount_items)::int as discount_items,
      (select count(*) from reward_program_locations)::int as reward_locations,
      (select count(*) from items i left join images m on i.image_url = '/api/media/images/' || m.id::text
        where i.image_url is not null and m.id is null)::int as broken_images`);
      expect(row).toMatchObject({ kds: 1, tills: 9, broken_images: 0 });
      expect(row!.categories).toBeGreaterThanOrEqual(10);
      expect(row!.items).toBeGreaterThanOrEqual(80);
      expect(row!.pizza_items).toBeGreaterThanOrEqual(20);
      for (const key of ['variants', 'variant_groups', 'allergens', 'dish_categories', 'sold_out', 'discount_items', 'reward_locations']) {
        expect(row![key], key).toBeGreaterThan(0);
      }
      const [settings] = await all<Record<string, unknown>>(sql`select * from merchant_settings where merchant_id = 'demo'`);
      expect(settings).toMatchObject({
        use_functionality: 'ALL',
        offer_discount: true,
        pay_for_sms: true,
        webshop_auto_settle_at_time: '23:55',
      });
      const [dintero] = await all<{ client_secret_encrypted: string; account_id: string }>(sql`select * from dintero_accounts limit 1`);
      expect(dintero!.account_id).toMatch(/^T\d{8}$/);
      expect(() => decryptSecret(dintero!.client_secret_encrypted, secretKey)).not.toThrow();
      const orgNumbers = await values(sql`select vat_number as v from locations union all select vat_number from companies`);
      expect(orgNumbers.every((n) => isValidOrgNumber(String(n)))).toBe(true);
      const [image] = await all<{ bytes: Uint8Array; etag: string }>(sql`select bytes, etag from images limit 1`);
      expect(Buffer.from(image!.bytes).subarray(1, 4).toString('ascii')).toBe('PNG');
    });

    it('seeds two weeks of the staff register, with today’s labour as computed by hand', async () => {
      // 18:30 on 30.03: at each location 09:30–16:00 closed (6,5 h), 11:00– and 15:30– open (7,5 h and 3 h).
      // Majorstuen: Ingrid (320 kr), Lars (275 kr), Sofie (235 kr): 2 080 + 2 062,50 + 705 kr.
      // Lillestrøm: Magnus (228 kr), Emma (219 kr), Jonas (310 kr): 1 482 + 1 642,50 + 930 kr. Six employees
      // staff two locations: Grünerløkka has no register.
      const locations = await all<{ id: string; name: string }>(sql`select id, name from locations where merchant_id = 'demo'`);
      const idOf = (name: string) => locations.find((location) => location.name.endsWith(name))!.id;
      const labour = await labourToday(database.db, 'demo', NOW);
      const byName = (name: string) => labour.byLocation.find((row) => row.locationId === idOf(name));
      expect(byName('Majorstuen')).toEqual({ locationId: idOf('Majorstuen'), hours: 17, labourCost: 484_750, hoursWithoutCost: 0 });
      expect(byName('Grünerløkka')).toBeUndefined();
      expect(byName('Lillestrøm')).toEqual({ locationId: idOf('Lillestrøm'), hours: 17, labourCost: 405_450, hoursWithoutCost: 0 });
      expect(labour.notClockedOut).toEqual([]);
      const [kept] = await all<{ entries: number; corrections: number; identities: number }>(
        sql`select count(*)::int as entries, count(corrects_entry_id)::int as corrections,
                   count(national_id_encrypted)::int as identities
            from staff_register_entries where merchant_id = 'demo'`,
      );
      expect(kept!.corrections).toBe(1);
      expect(kept!.identities).toBeGreaterThan(0);
      // Thirteen whole days, today up to 18:30 (one shift closed, two open) at two locations, and the correction.
      expect(kept!.entries).toBe(13 * 2 * 3 * 2 + 2 * (2 + 1 + 1) + 1);
      const [{ pizza }] = (await all<{ pizza: number }>(
        sql`select count(*)::int as pizza from staff_register_entries where merchant_id = 'pizza'`,
      )) as [{ pizza: number }];
      expect(pizza).toBe(0);
    });

    it('refuses to seed twice', async () => {
      await expect(seedDemo(database.db, { days: 2, ordersPerDay: 5, now: NOW, secretKey })).rejects.toThrow(/finnes allerede/);
    });
  },
  TIMEOUT,
);
