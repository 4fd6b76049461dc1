// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Location } from '@bakrom/shared/schemas/location';
import type { OrderTotals } from '@bakrom/shared/schemas/orders';
import { configureApiAuth } from '@/lib/api-client';
import { buildOrder } from '@/testing/orders';
import { renderWithProviders } from '@/testing/render';
import { OrdersView } from './orders-view';

const LOCATION = { id: '00000000-0000-4000-8000-000000000001', name: 'Sentrum' } as Location;
const FILE_NAME = 'Ordrer Demo Pizza 25.11.2026-25.11.2026.csv';

const fetchMock = vi.fn<typeof fetch>();
const saved: string[] = [];
let totals: OrderTotals = { count: 120, toPayAmount: 1_234_550, refundedTotalAmount: 6_900 };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The query of every call made to a path so far. */
const callsTo = (path: string) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);

function show(path = '/orders') {
  renderWithProviders(<OrdersView merchant="demo" locations={[LOCATION]} mode="TAKEAWAY" isSuperAdmin={false} />, { path });
}

// Mantine's inputs render slowly in happy-dom on a busy machine: room beyond the default 5 s per test.
describe('/orders: search by name, the totals and the downloads', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    configureApiAuth({ getToken: () => 'token', onUnauthorized: () => undefined });
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/order/listOrders') return json([buildOrder({ name: 'Kåre Ødegård', locationId: LOCATION.id })]);
      if (url.pathname === '/api/order/getOrderTotals') return json(totals);
      if (url.pathname === '/api/report/csv/orders')
        return new Response('\ufeffOrdrer\r\n', { status: 200, headers: { 'Content-Disposition': `attachment; filename="${FILE_NAME}"` } });
      return json({ error: { code: 'NOT_FOUND', message: 'Ikke funnet' } }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:orders');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    saved.length = 0;
    totals = { count: 120, toPayAmount: 1_234_550, refundedTotalAmount: 6_900 };
  });

  it('shows the totals of the whole filtered list, saying they cover the orders not loaded yet', async () => {
    show();
    const section = await screen.findByRole('region', { name: 'Sum for utvalget' });
    await waitFor(() => expect(within(section).getByTestId('orders-total-count').textContent).toBe('120'));
    expect(within(section).getByTestId('orders-total-amount').textContent).toBe('12\u00a0345,50\u00a0kr');
    expect(within(section).getByTestId('orders-total-refunded').textContent).toBe('69,00\u00a0kr');
    expect(within(section).getByText('Alle ordrene filtrene finner, også de som ikke er lastet inn i listen ennå.')).toBeTruthy();
  });

  it('searches a name with Norwegian letters: the list and its totals both ask for it', async () => {
    show();
    fireEvent.change(await screen.findByTestId('filter-search'), { target: { value: ' Ødegård ' } });
    fireEvent.click(screen.getByTestId('filter-search-submit'));
    await waitFor(() => expect(callsTo('/api/order/listOrders').some((query) => query.get('q') === 'Ødegård')).toBe(true));
    await waitFor(() => expect(callsTo('/api/order/getOrderTotals').some((query) => query.get('q') === 'Ødegård')).toBe(true));
  });

  it('refuses a search with characters no name has, saying what it takes', async () => {
    show();
    fireEvent.change(await screen.findByTestId('filter-search'), { target: { value: 'kari<' } });
    fireEvent.click(screen.getByTestId('filter-search-submit'));
    expect(await screen.findByText("Søk med ordrenummer, mobilnummer eller navn: bokstaver, tall, mellomrom og - ' .")).toBeTruthy();
    expect(callsTo('/api/order/listOrders').every((query) => query.get('q') === null)).toBe(true);
  });

  it('puts a preset period into both date fields and the calls: I går', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'I går' }));
    await waitFor(() => expect((screen.getByTestId('filter-from') as HTMLInputElement).value).toBe('25.11.2026'));
    expect((screen.getByTestId('filter-to') as HTMLInputElement).value).toBe('25.11.2026');
    expect(screen.getByRole('button', { name: 'I går' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(
        callsTo('/api/order/getOrderTotals').some(
          (query) => query.get('fromDate') === '2026-11-25' && query.get('toDate') === '2026-11-25',
        ),
      ).toBe(true),
    );
  });

  it('takes a typed date as the from-date filter', async () => {
    show();
    fireEvent.input(await screen.findByTestId('filter-from'), { target: { value: '1.11.2026' } });
    await waitFor(() => expect(callsTo('/api/order/listOrders').some((query) => query.get('fromDate') === '2026-11-01')).toBe(true));
  });

  it("downloads the filtered list as CSV with the list's filters, under the server's name", async () => {
    show('/orders?fromDate=2026-11-25&toDate=2026-11-25&q=k%C3%A5re');
    fireEvent.click(await screen.findByRole('button', { name: 'Last ned CSV' }));
    await waitFor(() => expect(saved).toEqual([FILE_NAME]));
    const [query] = callsTo('/api/report/csv/orders');
    expect(Object.fromEntries(query!)).toEqual({ merchant: 'demo', fromDate: '2026-11-25', toDate: '2026-11-25', q: 'kåre' });
  });

  it('offers no download of a selection larger than one file holds, and says why', async () => {
    totals = { count: 10_001, toPayAmount: 1, refundedTotalAmount: 0 };
    show();
    expect(await screen.findByText(/Utvalget er for stort til å lastes ned: høyst 10\s000 ordrer om gangen/)).toBeTruthy();
    expect((screen.getByTestId('orders-download-csv') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('orders-download-xlsx') as HTMLButtonElement).disabled).toBe(true);
  });
});
