import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { terminalAuth } from '../../test/channel-factories';
import { buildShop, fixedClock, type Shop } from '../../test/channel-order-factories';
import { buildTestApp, type TestContext } from '../../test/harness';
import { eraseHistory } from './erase-history';

/** The deliberate erasing of history (a failed seed, the benchmark's terminals) and the rule that stands again after it. */

let t: TestContext;
const clock = fixedClock();

beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t.close());

async function signedSale(shop: Shop, terminal: 'pos' | 'kiosk', reference: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/channel/orders',
    headers: terminalAuth(shop.terminals[terminal].key),
    payload: {
      channelReference: reference,
      orderType: 'PICKUP',
      lines: [{ itemId: shop.items.cola.id, count: 1 }],
      payments: [{ type: 'CASH', amount: 3_450 }],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

const count = async (table: string, column: string, id: string) =>
  Number(
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
      )
    )[0]!.n,
  );

describe('eraseHistory', () => {
  it("removes one terminal's history and the terminal, and the database refuses deleting history again afterwards", async () => {
    const shop = await buildShop(t.database.db);
    await signedSale(shop, 'pos', 'erase-1');
    const kept = await signedSale(shop, 'kiosk', 'erase-2');
    await expect(t.database.db.execute(sql`delete from orders where id = ${kept}::uuid`)).rejects.toThrow();

    await eraseHistory(t.database.db, { terminalIds: [shop.terminals.pos.terminalId] });
    expect(await count('terminals', 'id', shop.terminals.pos.terminalId)).toBe(0);
    expect(await count('signed_transactions', 'terminal_id', shop.terminals.pos.terminalId)).toBe(0);
    expect(await count('orders', 'id', kept)).toBe(1);
    await expect(t.database.db.execute(sql`delete from orders where id = ${kept}::uuid`)).rejects.toThrow();
  });

  it('removes whole merchants with their journal and keys', async () => {
    const shop = await buildShop(t.database.db);
    await signedSale(shop, 'pos', 'erase-3');
    expect(await count('journal_entries', 'merchant_id', shop.merchantId)).toBeGreaterThan(0);
    await eraseHistory(t.database.db, { merchantIds: [shop.merchantId] });
    for (const table of ['merchants', 'orders', 'journal_entries', 'saft_signing_keys', 'terminals']) {
      expect(await count(table, table === 'merchants' ? 'id' : 'merchant_id', shop.merchantId), table).toBe(0);
    }
  });
});
