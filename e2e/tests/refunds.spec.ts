import { expect, test, type Page } from '../support/test';
import { DEMO_USERS } from '../support/demo';
import { screenshotBoth } from '../support/screenshots';
import { loginAsStaff, loginAsSuperAdmin, storedUser } from '../support/session';

/**
 * The refund pages on the seeded demo data, through the server's built-in payment sandbox (Dintero and
 * Swedbank Pay answer from the server itself): a webshop card refund of two units and the tips for each
 * provider, a cash refund that opens the drawer, a Softpay refund through a stand-in of the till app's
 * bridge, and the two outcome dialogs.
 */

interface ApiAddOn {
  count: number;
  refundedCount: number;
  grossAmount: number;
}
interface ApiOrder {
  id: string;
  orderId: number;
  locationId: string;
  channel: string;
  settled: boolean;
  usedPoints: number;
  tipsAmount: number;
  refundedTotalAmount: number;
  refundedTipsAmount: number;
  payments: { paymentType: string; onlinePaymentProvider: string; transactionId: string | null; paymentOrderId: string | null }[];
  cartItems: { count: number; refundedCount: number; grossAmount: number; addOnCartItems: ApiAddOn[] }[];
  refunds: { amount: number; tipsAmount: number; lines: { name: string; count: number; amount: number }[] }[];
}

async function token(page: Page): Promise<string> {
  return (await storedUser(page))?.authToken as string;
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { Authorization: `Basic ${await token(page)}` } });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

async function orderOf(page: Page, id: string): Promise<ApiOrder> {
  return (await apiGet<{ order: ApiOrder }>(page, `/api/order/getDataForOrderDetailGui?orderDocumentId=${id}`)).order;
}

const unitCount = (order: ApiOrder) =>
  order.cartItems.reduce(
    (sum, item) =>
      sum + item.count - item.refundedCount + item.addOnCartItems.filter((a) => a.grossAmount > 0).reduce((s, a) => s + a.count, 0),
    0,
  );

/**
 * The demo's refundable orders of today (apps/server/src/seed/refundable-orders.ts), found as a merchant
 * would: by searching the orders for the customer's mobile number.
 */
const DEMO_ORDERS = {
  dintero: '40000101',
  swedbankPay: '40000102',
  /** Its first two units and tips end in 13 øre, which the payment sandbox refuses as its provider would. */
  swedbankPayRefused: '40000113',
  cash: '40000104',
  softpay: '40000105',
} as const;

async function demoOrder(page: Page, mobileNumber: string): Promise<ApiOrder> {
  const orders = await apiGet<ApiOrder[]>(page, `/api/order/listOrders?q=${mobileNumber}`);
  expect(orders, `the demo order of ${mobileNumber}`).toHaveLength(1);
  const order = orders[0]!;
  expect(order.settled).toBe(false);
  expect(order.refunds).toHaveLength(0);
  expect(unitCount(order)).toBeGreaterThanOrEqual(2);
  return order;
}

/** `−1 234,50 kr` as øre. */
function ore(text: string): number {
  const digits = text.replace(/[^\d,]/g, '').replace(',', '.');
  return Math.round(Number(digits) * 100);
}

/** Step 1: the first two units and the tips (when the order has tips); returns whether tips were chosen. */
async function chooseTwoUnitsAndTips(page: Page, shots?: string): Promise<boolean> {
  await expect(page.getByTestId('refund-units')).toBeVisible();
  const next = page.getByTestId('refund-next');
  await expect(next).toBeDisabled();
  await expect(page.getByTestId('refund-toggle-all')).toHaveText('Velg alle');
  const units = page.getByTestId('refund-unit');
  await units.nth(0).click();
  await units.nth(1).click();
  const tips = page.getByTestId('refund-tips');
  const withTips = (await tips.count()) > 0;
  if (withTips) await tips.click();
  await expect(next).toBeEnabled();
  if (shots) await screenshotBoth(page, `refunds-${shots}-step1`);
  await next.click();
  await expect(page.getByTestId('refund-step-title')).toHaveText('Kontroller refusjonen');
  await expect(page.getByTestId('refund-summary-line')).toHaveCount(2);
  await expect(page.getByTestId('refund-summary-tips')).toHaveCount(withTips ? 1 : 0);
  await expect(page.getByTestId('refund-total')).toHaveText(/^\u2212[\d\u00a0]+,\d{2}\u00a0kr$/);
  if (shots) await screenshotBoth(page, `refunds-${shots}-step2`);
  return withTips;
}

async function openConfirmation(page: Page, shots?: string) {
  await page.getByTestId('refund-submit').click();
  const dialog = page.getByRole('dialog', { name: 'Refunder ordren?' });
  await expect(dialog).toBeVisible();
  if (shots) await screenshotBoth(page, `refunds-${shots}-confirm`);
  return dialog;
}

/** The order after the refund: one refund of the amount the page showed, and the order detail page shows it. */
async function expectRefunded(page: Page, order: ApiOrder, amount: number, withTips: boolean) {
  await expect(page).toHaveURL(`/orderDetail?orderDocumentId=${order.id}&showRefundInfo=false`);
  const after = await orderOf(page, order.id);
  expect(after.refunds).toHaveLength(1);
  expect(after.refunds[0]!.amount).toBe(amount);
  expect(after.refunds[0]!.tipsAmount).toBe(withTips ? order.tipsAmount : 0);
  expect(after.refundedTotalAmount).toBe(amount);
  // The order detail shows the refund (while /orderDetail is not built, the not-found page stands in).
  await expect(page.getByTestId('order-refunds').or(page.getByTestId('not-found'))).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await loginAsStaff(page, DEMO_USERS.demoAdmin);
});

test('refunds two units and the tips of a Dintero webshop order', async ({ page }) => {
  const order = await demoOrder(page, DEMO_ORDERS.dintero);
  await page.goto(`/orderRefund?orderDocumentId=${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Refusjon' })).toBeVisible();
  await expect(page.getByText(`Ordre ${order.orderId}`)).toBeVisible();
  // The back office's own page keeps the navigation bar.
  await expect(page.getByTestId('footer')).toBeVisible();

  // 'Velg alle' chooses everything and turns into 'Fjern alle valgte'.
  await expect(page.getByTestId('refund-units')).toBeVisible();
  await page.getByTestId('refund-toggle-all').click();
  await expect(page.getByTestId('refund-toggle-all')).toHaveText('Fjern alle valgte');
  await page.getByTestId('refund-toggle-all').click();
  await expect(page.getByTestId('refund-toggle-all')).toHaveText('Velg alle');

  const withTips = await chooseTwoUnitsAndTips(page, 'dintero');
  const amount = ore((await page.getByTestId('refund-total').textContent()) ?? '');
  const dialog = await openConfirmation(page, 'dintero');
  await dialog.getByRole('button', { name: 'Ja, refunder' }).click();
  await expectRefunded(page, order, amount, withTips);
  await screenshotBoth(page, 'refunds-dintero-order-detail');
});

test('refunds two units and the tips of a Swedbank Pay order on the web/QR page, without navigation bar and footer', async ({ page }) => {
  const order = await demoOrder(page, DEMO_ORDERS.swedbankPay);
  await page.goto(`/webOrderRefund?orderDocumentId=${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Refusjon' })).toBeVisible();
  await expect(page.getByTestId('bare-screen')).toBeVisible();
  await expect(page.getByTestId('footer')).toHaveCount(0);
  await expect(page.getByTestId('nav-overview')).toHaveCount(0);
  await expect(page.getByTestId('menu-burger')).toHaveCount(0);

  const withTips = await chooseTwoUnitsAndTips(page, 'swedbank');
  const amount = ore((await page.getByTestId('refund-total').textContent()) ?? '');
  const dialog = await openConfirmation(page);
  await dialog.getByRole('button', { name: 'Ja, refunder' }).click();
  await expectRefunded(page, order, amount, withTips);
});

test("a refund the provider refuses says 'Refusjonen mislykket', and the order stays refundable", async ({ page }) => {
  // The payment sandbox refuses this order's reversal as Swedbank Pay would refuse one.
  const order = await demoOrder(page, DEMO_ORDERS.swedbankPayRefused);
  await page.goto(`/orderRefund?orderDocumentId=${order.id}`);
  await chooseTwoUnitsAndTips(page);
  const confirm = await openConfirmation(page);
  await confirm.getByRole('button', { name: 'Ja, refunder' }).click();
  const failed = page.getByRole('dialog', { name: 'Refusjonen mislykket' });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Det skjedde en feil og refusjonen ble ikke fullført.');
  await screenshotBoth(page, 'refunds-failed-dialog');
  await failed.getByRole('button', { name: 'OK' }).click();
  await expect(failed).toBeHidden();
  await expect(page).toHaveURL(`/orderRefund?orderDocumentId=${order.id}`);
  expect((await orderOf(page, order.id)).refunds).toHaveLength(0);
});

test('refunds a cash order at the register: the drawer opens, the operator pays back and confirms', async ({ page, browser, baseURL }) => {
  const order = await demoOrder(page, DEMO_ORDERS.cash);
  await page.goto(`/cashOrderRefund?orderDocumentId=${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Refusjon av ordre betalt med kontanter' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^[A-ZÆØÅ ]+ · ORDRE ${order.orderId}$`))).toBeVisible();
  await expect(page.getByTestId('footer')).toHaveCount(0);
  await expect(page.getByTestId('nav-overview')).toHaveCount(0);

  const withTips = await chooseTwoUnitsAndTips(page, 'cash');
  const totalText = (await page.getByTestId('refund-total').textContent()) ?? '';
  const amount = ore(totalText);
  const confirm = await openConfirmation(page);
  await confirm.getByRole('button', { name: 'Ja, refunder' }).click();
  const payBack = page.getByRole('dialog', { name: 'Betal tilbake til kunden' });
  await expect(payBack).toBeVisible();
  await expect(payBack.getByTestId('cash-pay-back')).toHaveText(`Betal tilbake ${totalText.replace('\u2212', '')} til kunden`);
  await expect(payBack.getByRole('alert')).toHaveCount(0);
  await screenshotBoth(page, 'refunds-cash-pay-back');
  await payBack.getByRole('button', { name: 'Bekreft' }).click();
  await expectRefunded(page, order, amount, withTips);

  // The drawer job waits in the location's print-service document, as a super admin sees it on /cloudprnt.
  const context = await browser.newContext({ baseURL, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
  const admin = await context.newPage();
  await loginAsSuperAdmin(admin, DEMO_USERS.superAdmin, 'demo');
  await admin.goto(`/cloudprnt?locationId=${order.locationId}`);
  const document = admin.getByTestId('cloudprnt-document');
  await expect(document).toContainText('"type": "CASH_DRAWER"');
  await expect(document).toContainText(`"orderNumber": ${order.orderId}`);
  await context.close();
});

test('refunds a Softpay payment through the till app, and says plainly when the page runs outside it', async ({ page }) => {
  const order = await demoOrder(page, DEMO_ORDERS.softpay);

  // Outside the till app there is no bridge: the page says so and refunds nothing.
  await page.goto(`/softpayOrderRefund?orderDocumentId=${order.id}`);
  await expect(page.getByTestId('softpay-no-bridge')).toHaveText('Softpay-refusjon kan bare gjøres i kasse- eller kioskappen.');
  await chooseTwoUnitsAndTips(page);
  await expect(page.getByTestId('refund-submit')).toBeDisabled();
  await screenshotBoth(page, 'refunds-softpay-no-bridge');

  // A stand-in for the app's bridge: it keeps what the page asks and answers REFUND_SUCCESS.
  await page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { softpaySent: string[] }).softpaySent = sent;
    (window as unknown as { ReactNativeWebView: { postMessage: (message: string) => void } }).ReactNativeWebView = {
      postMessage: (message: string) => {
        sent.push(message);
        setTimeout(() => window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type: 'REFUND_SUCCESS' }) })), 300);
      },
    };
  });
  // The first attempt to record the refund fails on the way: the money is back, the order not yet updated.
  let failRecording = true;
  await page.route('**/api/payment/softpayRefund', async (route) => {
    if (!failRecording) return route.continue();
    failRecording = false;
    return route.abort('connectionreset');
  });
  await page.reload();
  await expect(page.getByTestId('refund-units')).toBeVisible();
  await expect(page.getByTestId('softpay-no-bridge')).toHaveCount(0);
  const withTips = await chooseTwoUnitsAndTips(page, 'softpay');
  const amount = ore((await page.getByTestId('refund-total').textContent()) ?? '');
  const confirm = await openConfirmation(page);
  await confirm.getByRole('button', { name: 'Ja, refunder' }).click();

  const recorded = page.getByRole('dialog', { name: 'Refusjonen vellykket' });
  await expect(recorded).toBeVisible();
  await expect(recorded).toContainText('Refusjonen ble gjennomført, men ordren kunne ikke oppdateres. Kontakt kundestøtte.');
  await screenshotBoth(page, 'refunds-not-recorded-dialog');
  const sent = await page.evaluate(() => (window as unknown as { softpaySent: string[] }).softpaySent.map((m) => JSON.parse(m) as unknown));
  expect(sent).toEqual([{ type: 'REFUND', orderId: order.id, amount, transactionId: order.payments[0]!.transactionId }]);

  // Retrying records the same attempt; the app is not asked to refund a second time.
  await recorded.getByRole('button', { name: 'Prøv å oppdatere ordren igjen' }).click();
  await expectRefunded(page, order, amount, withTips);
  expect(await page.evaluate(() => (window as unknown as { softpaySent: string[] }).softpaySent.length)).toBe(1);
});

test('an unknown order shows the not-found state', async ({ page }) => {
  await page.goto('/orderRefund?orderDocumentId=0194a3b2-1111-7000-8000-000000000999');
  await expect(page.getByRole('heading', { name: 'Fant ikke ordren' })).toBeVisible();
  await page.goto('/cashOrderRefund?orderDocumentId=nonsense');
  await expect(page.getByRole('heading', { name: 'Fant ikke ordren' })).toBeVisible();
});
