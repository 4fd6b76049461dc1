import fs from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { DEMO_USERS } from '../support/demo';
import { copyDemoData, ownServerPort, startOwnServer, type OwnServer } from '../support/own-server';
import { screenshot } from '../support/screenshots';
import { loginAsStaff, storedUser } from '../support/session';

/**
 * Finding §7: a refund whose server process dies while it talks to the payment provider is resolved by
 * the server itself after a restart, without anyone trying again. The journey runs a server of its own
 * (on its own copy of the demo data) with the payment sandbox holding every refund's answer
 * (PAYMENT_SANDBOX_HOLD_MS), kills it with SIGKILL while the refund of a Dintero webshop order waits for
 * that answer (the refund left CALLING), starts it again without the hold and reloads the order page:
 * the reconciler asks the sandbox, which made the refund, and the page shows the order refunded.
 *
 * The first server waits up to 2 minutes for the provider, so its attempt is still CALLING when it is
 * killed however slow the machine is (with a short limit the live server's own reconciler would resolve
 * the refund before the journey looks at it). The restarted server has a time limit of 3 s
 * (PAYMENT_PROVIDER_TIMEOUT_MS): an attempt can run for at most 4 × 3 + 5 = 17 s, the reconciler runs
 * as the server starts and every 15 s after, so the refund is resolved about half a minute after the
 * attempt began.
 */

const LONG_TIME_LIMIT = { PAYMENT_PROVIDER_TIMEOUT_MS: '120000' };
const TIME_LIMIT = { PAYMENT_PROVIDER_TIMEOUT_MS: '3000' };
/** The demo's Dintero webshop order of today (apps/server/src/seed/refundable-orders.ts). */
const DINTERO_ORDER_MOBILE = '40000101';

interface ApiOrder {
  id: string;
  orderId: number;
  refundedTotalAmount: number;
  refunds: { amount: number }[];
  pendingRefund?: { id: string; startedTime: string; amount: number } | null;
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = (await storedUser(page))?.authToken as string;
  const response = await page.request.get(path, { headers: { Authorization: `Basic ${token}` } });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

const orderOf = async (page: Page, id: string) =>
  (await apiGet<{ order: ApiOrder }>(page, `/api/order/getDataForOrderDetailGui?orderDocumentId=${id}`)).order;

test('a refund whose server was killed mid-call is resolved after the restart, without anyone trying again', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const dataDir = copyDemoData('refund-recovery');
  const port = ownServerPort(testInfo.parallelIndex);
  let server: OwnServer | undefined;
  const context = await browser.newContext({ baseURL: `http://localhost:${port}` });
  try {
    server = await startOwnServer({ dataDir, port, env: { ...LONG_TIME_LIMIT, PAYMENT_SANDBOX_HOLD_MS: '600000' } });
    const page = await context.newPage();
    await loginAsStaff(page, DEMO_USERS.demoAdmin);
    const [listed] = await apiGet<ApiOrder[]>(page, `/api/order/listOrders?q=${DINTERO_ORDER_MOBILE}`);
    expect(listed, 'the demo Dintero order').toBeDefined();
    const order = listed!;
    expect(order.refunds).toHaveLength(0);

    // The whole order refunded through the refund page; the sandbox makes the refund and holds its answer.
    await page.goto(`/orderRefund?orderDocumentId=${order.id}`);
    await expect(page.getByTestId('refund-units')).toBeVisible();
    await page.getByTestId('refund-toggle-all').click();
    await page.getByTestId('refund-next').click();
    await page.getByTestId('refund-submit').click();
    const confirm = page.getByRole('dialog', { name: 'Refunder ordren?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Ja, refunder' }).click();
    await server.waitForLog('its answer is held');

    // Meanwhile the order page says that the refund is being checked, and offers no new refund.
    const detail = await context.newPage();
    await detail.goto(`/orderDetail?orderDocumentId=${order.id}`);
    await expect(detail.getByTestId('refund-pending')).toHaveText(
      /^Refusjonen sjekkes hos betalingsleverandøren \(startet \d{2}:\d{2}\)\.$/,
    );
    await expect(detail.getByTestId('refund-button')).toHaveCount(0);
    await screenshot(detail, 'refund-recovery-pending');
    const pending = await orderOf(detail, order.id);
    expect(pending.pendingRefund).toMatchObject({ amount: expect.any(Number) });
    const amount = pending.pendingRefund!.amount;

    // The process dies in the middle of the provider call: the refund stays CALLING.
    await server.kill();
    server = await startOwnServer({ dataDir, port, env: TIME_LIMIT });

    // Nobody tries again: the reloaded page shows the order refunded once the server has resolved it.
    await detail.reload();
    await expect(detail.getByTestId('order-refunds')).toBeVisible({ timeout: 60_000 });
    await expect(detail.getByTestId('refund-pending')).toHaveCount(0);
    await screenshot(detail, 'refund-recovery-resolved');
    const after = await orderOf(detail, order.id);
    expect(after.pendingRefund).toBeNull();
    expect(after.refunds).toEqual([expect.objectContaining({ amount })]);
    expect(after.refundedTotalAmount).toBe(amount);
  } finally {
    await context.close();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
