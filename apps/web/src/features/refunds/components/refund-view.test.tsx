// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { Functionality } from '@bakrom/shared/enums';
import type { Order } from '@bakrom/shared/schemas/orders';
import { renderWithProviders } from '@/testing/render';
import type { RefundPage } from '../refund-order';
import { buildDetail, buildOrder, buildPayment, ORDER_ID } from '@/testing/orders';
import { RefundView } from './refund-view';

const NBSP = '\u00a0';
const MINUS = '\u2212';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
const succeeded = () => new Response('SUCCEEDED', { status: 200, headers: { 'Content-Type': 'text/plain' } });

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const fetchMock = vi.fn<typeof fetch>();
type Handler = (url: string, body: unknown) => Response | Promise<Response>;

/** Answers the order detail with `order`, and each POST by `handlers` (by the last part of the path). */
function serve(order: Order, handlers: Record<string, Handler> = {}) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/api/order/getDataForOrderDetailGui')) return json(200, buildDetail(order));
    const name = url.split('?')[0]!.split('/').at(-1)!;
    const handler = handlers[name];
    if (!handler) return json(404, { error: { code: 'NOT_FOUND', message: 'Ukjent' } });
    return handler(url, init?.body ? (JSON.parse(init.body as string) as unknown) : undefined);
  });
}

function renderPage(page: RefundPage = 'orderRefund', { id = ORDER_ID, mode = 'ALL' as Functionality } = {}) {
  renderWithProviders(
    <>
      <RefundView merchant="demo" mode={mode} page={page} />
      <Where />
    </>,
    { path: `/${page}?orderDocumentId=${id}` },
  );
}

const calls = (name: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(`/api/payment/${name}`));
const bodyOf = (call: Parameters<typeof fetch>) => JSON.parse(call[1]!.body as string) as Record<string, unknown>;
const units = () => screen.getAllByTestId('refund-unit');
const unit = (index: number) => units()[index]!;
const next = () => screen.getByTestId('refund-next') as HTMLButtonElement;
const submit = () => screen.getByTestId('refund-submit') as HTMLButtonElement;

async function chooseFirstTwoAndTips() {
  await screen.findByTestId('refund-units');
  fireEvent.click(unit(0));
  fireEvent.click(unit(1));
  fireEvent.click(screen.getByTestId('refund-tips'));
  fireEvent.click(next());
}

async function confirmRefund() {
  fireEvent.click(submit());
  const dialog = await screen.findByRole('dialog', { name: 'Refunder ordren?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Ja, refunder' }));
}

describe('refund pages', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    delete window.ReactNativeWebView;
  });

  it('lists one checkbox per unit, add-ons with a price as their own lines, and the tips, priced as the order shows them', async () => {
    serve(buildOrder());
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Refusjon' })).toBeTruthy();
    expect(await screen.findByText('Ordre 1042')).toBeTruthy();
    await screen.findByTestId('refund-units');
    expect(units().map((row) => row.getAttribute('data-unit-id'))).toEqual(['c1-1', 'c1-2', 'c1-a1-1', 'c1-a1-2', 'c2-1']);
    expect(units().map((row) => within(row).getByTestId('refund-choice-price').textContent)).toEqual([
      `149${NBSP}kr`,
      `149${NBSP}kr`,
      `20${NBSP}kr`,
      `20${NBSP}kr`,
      // With a discount: two decimals.
      `35,10${NBSP}kr`,
    ]);
    expect(within(unit(0)).getByText('1 av 2')).toBeTruthy();
    expect(within(unit(2)).getByText('+ Ekstra ost')).toBeTruthy();
    expect(screen.queryByText(/Oregano/)).toBeNull();
    expect(within(screen.getByTestId('refund-tips')).getByTestId('refund-choice-price').textContent).toBe(`50,00${NBSP}kr`);
  });

  it("keeps 'Neste' disabled until something is chosen; 'Velg alle' and 'Fjern alle valgte' toggle every unit and the tips", async () => {
    serve(buildOrder());
    renderPage();
    await screen.findByTestId('refund-units');
    expect(next().disabled).toBe(true);
    fireEvent.click(screen.getByTestId('refund-tips'));
    expect(next().disabled).toBe(false);
    fireEvent.click(screen.getByTestId('refund-tips'));
    expect(next().disabled).toBe(true);

    const toggle = screen.getByTestId('refund-toggle-all');
    expect(toggle.textContent).toBe('Velg alle');
    fireEvent.click(toggle);
    expect(units().every((row) => row.getAttribute('data-checked') === 'true' || row.getAttribute('aria-checked') === 'true')).toBe(true);
    expect(screen.getByTestId('refund-tips').getAttribute('aria-checked')).toBe('true');
    expect(toggle.textContent).toBe('Fjern alle valgte');
    fireEvent.click(toggle);
    expect(units().some((row) => row.getAttribute('aria-checked') === 'true')).toBe(false);
    expect(screen.getByTestId('refund-tips').getAttribute('aria-checked')).toBe('false');
    expect(next().disabled).toBe(true);
  });

  it("shows the chosen lines and the tips as negative amounts with the bold 'Totalt', and 'Tilbake' keeps the choice", async () => {
    serve(buildOrder());
    renderPage();
    await screen.findByTestId('refund-units');
    fireEvent.click(unit(0));
    fireEvent.click(unit(4));
    fireEvent.click(screen.getByTestId('refund-tips'));
    fireEvent.click(next());
    expect(screen.getByTestId('refund-step-title').textContent).toBe('Kontroller refusjonen');
    expect(screen.getAllByTestId('refund-summary-amount').map((cell) => cell.textContent)).toEqual([
      `${MINUS}149${NBSP}kr`,
      `${MINUS}35,10${NBSP}kr`,
      `${MINUS}50,00${NBSP}kr`,
    ]);
    expect(screen.getByText('Totalt')).toBeTruthy();
    expect(screen.getByTestId('refund-total').textContent).toBe(`${MINUS}234,10${NBSP}kr`);
    fireEvent.click(screen.getByTestId('refund-back'));
    expect(unit(0).getAttribute('aria-checked')).toBe('true');
    expect(unit(1).getAttribute('aria-checked')).toBe('false');
  });

  it('refunds a Dintero payment after the confirmation, one call per click, and opens the order without the refund information', async () => {
    let answer: (response: Response) => void = () => undefined;
    serve(buildOrder(), { dinteroRefund: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderPage();
    await chooseFirstTwoAndTips();
    await confirmRefund();
    // While the call runs the buttons are disabled: a second click sends nothing.
    await waitFor(() => expect(calls('dinteroRefund')).toHaveLength(1));
    expect(submit().disabled).toBe(true);
    fireEvent.click(submit());
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ja, refunder' }));
    expect(calls('dinteroRefund')).toHaveLength(1);
    const body = bodyOf(calls('dinteroRefund')[0]!);
    expect(body).toEqual({
      merchant: 'demo',
      orderDocumentId: ORDER_ID,
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      amount: 34800,
      cartItems: ['c1-1', 'c1-2'],
      refundedTipsAmount: 5000,
      transactionId: 'T12345678.abc',
      dinteroItems: [
        { id: 'c1', line_id: 'c1', description: 'Margherita', quantity: 2, amount: 29800, vat_amount: 3886, vat: 15 },
        { id: 'tips', line_id: 'tips', description: 'Tips', quantity: 1, amount: 5000, vat_amount: 0, vat: 0 },
      ],
    });
    act(() => answer(succeeded()));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(`/orderDetail?orderDocumentId=${ORDER_ID}&showRefundInfo=false`),
    );
  });

  it("refunds a Swedbank Pay payment by its payment order with the provider's items", async () => {
    const payment = buildPayment({ onlinePaymentProvider: 'SWEDBANK_PAY', transactionId: null, paymentOrderId: '/psp/paymentorders/abc' });
    serve(buildOrder({ payments: [payment] }), { swedbankPayRefund: () => succeeded() });
    renderPage('webOrderRefund');
    await screen.findByTestId('refund-units');
    fireEvent.click(unit(2));
    fireEvent.click(next());
    await confirmRefund();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('/orderDetail?'));
    const body = bodyOf(calls('swedbankPayRefund')[0]!);
    expect(body).toMatchObject({
      amount: 2000,
      cartItems: ['c1-a1-1'],
      refundedTipsAmount: 0,
      paymentOrderId: '/psp/paymentorders/abc',
      swedbankPayItems: [{ id: 'c1-a1', line_id: 'c1-a1', quantity: 1, amount: 2000, description: 'Ekstra ost' }],
    });
    expect(calls('dinteroRefund')).toHaveLength(0);
  });

  it("says 'Refusjonen mislykket'; a retry after a network failure sends the same key, after a refusal a new one", async () => {
    const answers: Array<() => Response> = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => json(504, { error: { code: 'REFUND_UNCONFIRMED', message: 'Betalingsleverandøren har ikke bekreftet refusjonen ennå.' } }),
      () => json(502, { error: { code: 'REFUND_FAILED', message: 'Det skjedde en feil og refusjonen ble ikke fullført.' } }),
      () => succeeded(),
    ];
    serve(buildOrder(), { dinteroRefund: () => answers.shift()!() });
    renderPage();
    await chooseFirstTwoAndTips();
    const details: Array<string | null> = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await confirmRefund();
      const dialog = await screen.findByRole('dialog', { name: 'Refusjonen mislykket' });
      expect(within(dialog).getByText('Det skjedde en feil og refusjonen ble ikke fullført.')).toBeTruthy();
      details.push(within(dialog).queryByTestId('refund-failure-detail')?.textContent ?? null);
      fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refusjonen mislykket' })).toBeNull());
    }
    // The server's word is shown when it says more than the dialog (not confirmed yet), never twice.
    expect(details).toEqual([null, 'Betalingsleverandøren har ikke bekreftet refusjonen ennå.', null]);
    await confirmRefund();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('/orderDetail?'));
    const keys = calls('dinteroRefund').map((call) => bodyOf(call).idempotencyKey);
    expect(keys).toHaveLength(4);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('starts a new attempt when the choice changes', async () => {
    serve(buildOrder(), { dinteroRefund: () => json(504, { error: { code: 'REFUND_UNCONFIRMED', message: 'Ikke bekreftet' } }) });
    renderPage();
    await chooseFirstTwoAndTips();
    await confirmRefund();
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Refusjonen mislykket' })).getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByTestId('refund-back'));
    fireEvent.click(unit(4));
    fireEvent.click(next());
    await confirmRefund();
    await screen.findByRole('dialog', { name: 'Refusjonen mislykket' });
    const [first, second] = calls('dinteroRefund').map((call) => bodyOf(call));
    expect(second!.cartItems).toEqual(['c1-1', 'c1-2', 'c2-1']);
    expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
  });

  it('says plainly that a Softpay refund needs the till or kiosk app when the page runs without its bridge', async () => {
    serve(buildOrder({ channel: 'KIOSK', payments: [buildPayment({ onlinePaymentProvider: 'SOFTPAY' })] }));
    renderPage('softpayOrderRefund');
    expect((await screen.findByTestId('softpay-no-bridge')).textContent).toBe(
      'Softpay-refusjon kan bare gjøres i kasse- eller kioskappen.',
    );
    fireEvent.click(unit(0));
    fireEvent.click(next());
    expect(submit().disabled).toBe(true);
  });

  it('asks the app through its bridge to refund in øre, waits for REFUND_SUCCESS, then records the refund', async () => {
    const posted: unknown[] = [];
    window.ReactNativeWebView = { postMessage: (message: string) => posted.push(JSON.parse(message)) };
    serve(buildOrder({ channel: 'POS', payments: [buildPayment({ onlinePaymentProvider: 'SOFTPAY', transactionId: 'sp-1' })] }), {
      softpayRefund: () => succeeded(),
    });
    renderPage('softpayOrderRefund');
    await screen.findByTestId('refund-units');
    expect(screen.queryByTestId('softpay-no-bridge')).toBeNull();
    fireEvent.click(unit(4));
    fireEvent.click(next());
    await confirmRefund();
    expect(await screen.findByTestId('softpay-waiting')).toBeTruthy();
    expect(posted).toEqual([{ type: 'REFUND', orderId: ORDER_ID, amount: 3510, transactionId: 'sp-1' }]);
    expect(calls('softpayRefund')).toHaveLength(0);
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type: 'REFUND_SUCCESS' }) }));
    });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('showRefundInfo=false'));
    expect(bodyOf(calls('softpayRefund')[0]!)).toMatchObject({
      transactionId: 'sp-1',
      amount: 3510,
      cartItems: ['c2-1'],
      refundedTipsAmount: 0,
    });
  });

  it("says 'Refusjonen vellykket' when the app refunded but the order could not be updated, and records again without refunding twice", async () => {
    const posted: unknown[] = [];
    window.ReactNativeWebView = {
      postMessage: (message: string) => {
        posted.push(message);
        setTimeout(() => document.dispatchEvent(new MessageEvent('message', { data: 'REFUND_SUCCESS' })), 0);
      },
    };
    const answers: Array<() => Response> = [() => json(500, { error: { code: 'INTERNAL', message: 'Feil' } }), () => succeeded()];
    serve(buildOrder({ channel: 'KIOSK', payments: [buildPayment({ onlinePaymentProvider: 'SOFTPAY' })] }), {
      softpayRefund: () => answers.shift()!(),
    });
    renderPage('softpayOrderRefund');
    await chooseFirstTwoAndTips();
    await confirmRefund();
    const dialog = await screen.findByRole('dialog', { name: 'Refusjonen vellykket' });
    expect(within(dialog).getByText('Refusjonen ble gjennomført, men ordren kunne ikke oppdateres. Kontakt kundestøtte.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Prøv å oppdatere ordren igjen' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('showRefundInfo=false'));
    expect(posted).toHaveLength(1);
    const [first, second] = calls('softpayRefund').map((call) => bodyOf(call));
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
  });

  it("says 'Refusjonen mislykket' when the app reports a failed refund, and records nothing", async () => {
    window.ReactNativeWebView = {
      postMessage: () => setTimeout(() => window.dispatchEvent(new MessageEvent('message', { data: 'REFUND_FAILED' })), 0),
    };
    serve(buildOrder({ channel: 'KIOSK', payments: [buildPayment({ onlinePaymentProvider: 'SOFTPAY' })] }));
    renderPage('softpayOrderRefund');
    await chooseFirstTwoAndTips();
    await confirmRefund();
    expect(await screen.findByRole('dialog', { name: 'Refusjonen mislykket' })).toBeTruthy();
    expect(calls('softpayRefund')).toHaveLength(0);
  });

  it('refunds a cash order: heading and sub line, the drawer opens, the operator pays back and confirms', async () => {
    const order = buildOrder({
      orderType: 'DINE_IN',
      channel: 'POS',
      payments: [buildPayment({ paymentType: 'CASH', onlinePaymentProvider: 'NOT_ANY', transactionId: null })],
    });
    serve(order, { openCashDrawer: () => json(200, { result: 'SUCCEEDED' }), cashRefund: () => succeeded() });
    renderPage('cashOrderRefund');
    expect(await screen.findByRole('heading', { level: 1, name: 'Refusjon av ordre betalt med kontanter' })).toBeTruthy();
    expect(await screen.findByText('SPISE HER · ORDRE 1042')).toBeTruthy();
    await chooseFirstTwoAndTips();
    await confirmRefund();
    const payBack = await screen.findByRole('dialog', { name: 'Betal tilbake til kunden' });
    expect(within(payBack).getByTestId('cash-pay-back').textContent).toBe(`Betal tilbake 348,00${NBSP}kr til kunden`);
    expect(bodyOf(fetchMock.mock.calls.find(([url]) => String(url).includes('/api/printing/openCashDrawer'))!)).toEqual({
      merchant: 'demo',
      orderDocumentId: ORDER_ID,
    });
    expect(calls('cashRefund')).toHaveLength(0);
    fireEvent.click(within(payBack).getByRole('button', { name: 'Bekreft' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('showRefundInfo=false'));
    expect(bodyOf(calls('cashRefund')[0]!)).toEqual({
      merchant: 'demo',
      orderDocumentId: ORDER_ID,
      idempotencyKey: expect.any(String),
      amount: 34800,
      cartItems: ['c1-1', 'c1-2'],
      refundedTipsAmount: 5000,
    });
  });

  it('still asks to pay back when the drawer could not be opened, and says so', async () => {
    const order = buildOrder({ payments: [buildPayment({ paymentType: 'CASH', onlinePaymentProvider: 'NOT_ANY', transactionId: null })] });
    serve(order, { openCashDrawer: () => json(404, { error: { code: 'NOT_FOUND', message: 'Ingen skriver' } }) });
    renderPage('cashOrderRefund');
    await chooseFirstTwoAndTips();
    await confirmRefund();
    const payBack = await screen.findByRole('dialog', { name: 'Betal tilbake til kunden' });
    expect(within(payBack).getByRole('alert').textContent).toBe('Kassaskuffen kunne ikke åpnes automatisk. Åpne den for hånd.');
  });

  it('shows the reason instead of the steps for an order that may not be refunded, or the page that refunds it', async () => {
    serve(buildOrder({ settled: true }));
    renderPage();
    expect((await screen.findByTestId('refund-unavailable-reason')).textContent).toContain(
      'Ordren har blitt tatt med i dagsoppgjøret og kan ikke refunderes.',
    );
    expect(screen.queryByTestId('refund-units')).toBeNull();
    cleanup();

    // An earlier attempt is being checked with the provider: no new refund until it is settled.
    serve(buildOrder({ pendingRefund: { id: 'r-1', startedTime: '2026-11-25T13:32:00Z', amount: 34_800 } }));
    renderPage();
    expect((await screen.findByTestId('refund-unavailable-reason')).textContent).toContain(
      'En refusjon av ordren sjekkes hos betalingsleverandøren (startet 25.11.2026 14:32).',
    );
    expect(screen.queryByTestId('refund-units')).toBeNull();
    cleanup();

    serve(buildOrder({ usedPoints: 20 }));
    renderPage();
    expect((await screen.findByTestId('refund-unavailable-reason')).textContent).toContain(
      'Ordren har blitt betalt helt eller delvis med bonuspoeng og kan ikke refunderes.',
    );
    cleanup();

    serve(buildOrder());
    renderPage('orderRefund', { mode: 'WEBSITE' });
    expect((await screen.findByTestId('refund-unavailable-reason')).textContent).toContain(
      'Refusjon av denne ordren gjøres ikke fra back office.',
    );
    cleanup();

    // The back office's own page refunds webshop orders only; the till's pages refund their own orders.
    serve(buildOrder({ channel: 'POS' }));
    renderPage('orderRefund');
    await screen.findByTestId('refund-unavailable-reason');
    cleanup();

    serve(buildOrder({ refundedTotalAmount: 2000, refundedTipsAmount: 0 }));
    renderPage();
    expect((await screen.findByTestId('refund-unavailable-reason')).textContent).toContain('Ordren er allerede refundert.');
    cleanup();

    serve(buildOrder());
    renderPage('cashOrderRefund');
    await screen.findByTestId('refund-unavailable-reason');
    expect(screen.getByRole('link', { name: 'Gå til riktig refusjonsside' }).getAttribute('href')).toBe(
      `/orderRefund?orderDocumentId=${ORDER_ID}`,
    );
  });

  it('shows the not-found state for an unknown order, and for a link without a usable id calls nothing', async () => {
    fetchMock.mockResolvedValue(json(404, { error: { code: 'NOT_FOUND', message: 'Fant ikke ordren' } }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Fant ikke ordren' })).toBeTruthy();
    cleanup();
    fetchMock.mockClear();
    renderPage('orderRefund', { id: 'not-an-id' });
    expect(screen.getByRole('heading', { name: 'Fant ikke ordren' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
