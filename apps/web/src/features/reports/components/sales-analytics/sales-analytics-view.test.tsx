// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dateLabel } from '@bakrom/shared/business-day';
import { osloDate } from '@bakrom/shared/format';
import { salesAnalyticsSchema, salesByHourSchema, type SalesAnalytics } from '@bakrom/shared/schemas/sales-analytics';
import { presetPeriod } from '@/components/date-ranges';
import { catchSavedFiles, expectEveryFormat, fileResponse, isReportFile } from '@/features/reports/testing/downloads';
import { gui, LOCATION_ID, OTHER_LOCATION_ID, salesAnalytics, salesByHour } from '@/features/reports/testing/report-data';
import { renderWithProviders } from '@/testing/render';
import { SalesAnalyticsView } from './sales-analytics-view';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
const twoLocations = { ...gui, locations: [...gui.locations, { id: OTHER_LOCATION_ID, name: 'Bryggen', vatNumber: '999888777' }] };
const WEEK = 'fromDate=2026-11-23&toDate=2026-11-29';

/** The queries an API path was asked with, in order. */
function queries(path: string): Record<string, string>[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `/api/report/${path}`)
    .map((url) => Object.fromEntries(url.searchParams));
}

/** The server's answers; `analysis` gives the analysis of a query. */
function answer(analysis: (query: URLSearchParams) => SalesAnalytics | Response = () => salesAnalytics()) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/report/getDataForReportGui') return json(twoLocations);
    if (url.pathname === '/api/report/getSalesAnalytics') {
      const result = analysis(url.searchParams);
      return result instanceof Response ? result : json(result);
    }
    if (url.pathname === '/api/report/getSalesByHour') return json(salesByHour());
    if (isReportFile(String(input))) return fileResponse();
    return json({ error: { code: 'NOT_FOUND', message: 'Ukjent' } }, 404);
  });
}

/** Text with the no-break spaces as plain spaces. */
const text = (element: Element | null) => (element?.textContent ?? '').replace(/\u00a0/g, ' ');
const rowTexts = (table: HTMLElement) =>
  within(table.querySelector('tbody')!)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map(text));

function show(search = WEEK) {
  renderWithProviders(<SalesAnalyticsView merchant="demo" />, { path: `/salesAnalytics?${search}` });
}

/** Picks an option of one of the form's selects. */
async function pick(testId: string, option: string) {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('/salesAnalytics', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    answer();
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
  });

  it('has fixtures the contract accepts', () => {
    expect(salesAnalyticsSchema.parse(salesAnalytics())).toEqual(salesAnalytics());
    expect(salesByHourSchema.parse(salesByHour())).toEqual(salesByHour());
  });

  it('shows the key figures with their change against the comparison period, and the comparison dates', async () => {
    show();
    const figures = await screen.findByTestId('sales-key-figures');
    expect(screen.getByRole('heading', { level: 1, name: 'Salgsanalyse' })).toBeTruthy();
    expect(queries('getSalesAnalytics')).toEqual([{ merchant: 'demo', fromDate: '2026-11-23', toDate: '2026-11-29', compare: 'previous' }]);
    expect(text(screen.getByTestId('sales-analytics-period'))).toBe('Periode: 23.11.2026–29.11.2026');
    expect(text(screen.getByTestId('sales-analytics-comparison'))).toBe('Sammenlignet med 16.11.2026–22.11.2026');

    const card = (key: string) => within(figures).getByTestId(`key-figure-${key}`);
    const change = (key: string) => within(figures).getByTestId(`key-figure-${key}-change`);
    expect(within(card('netSales')).getByText('Nettosalg')).toBeTruthy();
    expect(text(within(figures).getByTestId('key-figure-netSales-value'))).toBe('12 345,50 kr');
    expect(text(change('netSales'))).toBe('Økning ▲ +12,3 %');
    expect(change('netSales').dataset.direction).toBe('up');
    expect(text(within(figures).getByTestId('key-figure-netSales-previous'))).toBe('Sammenligningsperioden: 10 990,00 kr');
    expect(text(within(figures).getByTestId('key-figure-orders-value'))).toBe('150');
    expect(text(change('orders'))).toBe('Nedgang ▼ −3,8 %');
    expect(text(within(figures).getByTestId('key-figure-averageOrderValue-value'))).toBe('82,30 kr');
    expect(text(within(figures).getByTestId('key-figure-itemsPerOrder-value'))).toBe('2,35');
    expect(text(within(figures).getByTestId('key-figure-refunds-value'))).toBe('380,00 kr');
    expect(text(within(figures).getByTestId('key-figure-refunds-note'))).toBe('3,0 % av salget');
    expect(text(change('refunds'))).toBe('Nedgang ▼ −5,0 %');
    // Fewer refunds are good news, more discounts bad: the colour follows, the arrow and sign say it too.
    expect(change('refunds').getAttribute('style')).toContain('green');
    expect(change('orders').getAttribute('style')).toContain('red');
    expect(text(change('discounts'))).toBe('Ingen sammenligning');
    expect(change('discounts').dataset.direction).toBe('none');
    expect(text(change('tips'))).toBe('Uendret 0,0 %');
    expect(
      within(figures)
        .getAllByTestId(/^key-figure-[a-zA-Z]+$/)
        .map((one) => one.querySelector('p')?.textContent),
    ).toEqual(['Nettosalg', 'Ordrer', 'Snittordre', 'Varer per ordre', 'Refusjoner', 'Rabatter', 'Tips']);
  });

  it('shows this week, Monday to today, against the previous period when the link names nothing', async () => {
    const today = osloDate();
    const week = presetPeriod('thisWeek', today);
    show('');
    await screen.findByTestId('sales-analytics');
    expect(queries('getSalesAnalytics')).toEqual([{ merchant: 'demo', ...week, compare: 'previous' }]);
    expect((screen.getByTestId('sales-analytics-fromDate') as HTMLInputElement).value).toBe(dateLabel(week.fromDate));
    expect((screen.getByTestId('sales-analytics-toDate') as HTMLInputElement).value).toBe(dateLabel(today));
    expect(screen.getByTestId('preset-thisWeek').getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByTestId('sales-analytics-location') as HTMLInputElement).value).toBe('Alle avdelinger');
    expect((screen.getByTestId('sales-analytics-channel') as HTMLInputElement).value).toBe('Alle kanaler');
    expect((screen.getByTestId('sales-analytics-compare') as HTMLInputElement).value).toBe('Forrige periode');
  });

  it('asks for the location, channel and comparison of the link, and for the ones chosen after', async () => {
    show(`locationId=${LOCATION_ID}&channel=KIOSK&${WEEK}&compare=lastYear`);
    await screen.findByTestId('sales-analytics');
    expect(queries('getSalesAnalytics')).toEqual([
      { merchant: 'demo', locationId: LOCATION_ID, channel: 'KIOSK', fromDate: '2026-11-23', toDate: '2026-11-29', compare: 'lastYear' },
    ]);
    expect((screen.getByTestId('sales-analytics-location') as HTMLInputElement).value).toBe('Sentrum');
    expect((screen.getByTestId('sales-analytics-channel') as HTMLInputElement).value).toBe('Kiosk');
    expect(text(screen.getByTestId('sales-analytics-comparison'))).toBe('Sammenlignet med 23.11.2025–29.11.2025');
    await waitFor(() =>
      expect(queries('getSalesByHour')).toEqual([
        { merchant: 'demo', locationId: LOCATION_ID, channel: 'KIOSK', date: '2026-11-29', compare: 'lastYear' },
      ]),
    );

    await pick('sales-analytics-channel', 'Nettbutikk');
    await waitFor(() => expect(queries('getSalesAnalytics').at(-1)).toMatchObject({ channel: 'WEBSHOP', locationId: LOCATION_ID }));
    await pick('sales-analytics-location', 'Bryggen');
    await waitFor(() => expect(queries('getSalesAnalytics').at(-1)).toMatchObject({ channel: 'WEBSHOP', locationId: OTHER_LOCATION_ID }));
    await pick('sales-analytics-compare', 'Forrige periode');
    await waitFor(() => expect(queries('getSalesAnalytics').at(-1)).toMatchObject({ compare: 'previous' }));
    expect(text(screen.getByTestId('sales-analytics-comparison'))).toBe('Sammenlignet med 16.11.2026–22.11.2026');
    await pick('sales-analytics-location', 'Alle avdelinger');
    await pick('sales-analytics-channel', 'Alle kanaler');
    await waitFor(() =>
      expect(queries('getSalesAnalytics').at(-1)).toEqual({
        merchant: 'demo',
        fromDate: '2026-11-23',
        toDate: '2026-11-29',
        compare: 'previous',
      }),
    );
  });

  it('asks for the period of a preset', async () => {
    show();
    await screen.findByTestId('sales-analytics');
    fireEvent.click(screen.getByRole('button', { name: 'Forrige uke' }));
    const lastWeek = presetPeriod('lastWeek', osloDate());
    await waitFor(() => expect(queries('getSalesAnalytics').at(-1)).toEqual({ merchant: 'demo', ...lastWeek, compare: 'previous' }));
    expect(screen.getByRole('button', { name: 'Forrige uke' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('sorts the product mix by a column’s header, Endring from the largest rise and back, and marks the items not sold', async () => {
    show();
    const mix = await screen.findByTestId('product-mix');
    const table = within(mix).getByRole('table', { name: 'Produkter' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map(text).map((header) => header.replace(/[↑↓↕]/g, ''))).toEqual([
      'Produkt',
      'Kategori',
      'Antall',
      'Salg',
      'Andel',
      'Rangering',
      'Endring',
    ]);
    expect(headers.map((header) => header.getAttribute('aria-sort'))).toEqual([null, null, null, null, null, 'ascending', null]);
    const names = () => rowTexts(table).map((row) => row[0]);
    expect(names()).toEqual(['Margherita – Stor', 'Pepperoni', 'Cola 0,5 l', 'Tiramisu', 'Calzone Ikke solgt']);
    expect(rowTexts(table)[0]).toEqual(['Margherita – Stor', 'Pizza', '60', '6 000,00 kr', '48,6 %', '1', 'Økning ▲ +20,0 %']);
    expect(rowTexts(table)[2]).toEqual(['Cola 0,5 l', 'Drikke', '80', '2 400,00 kr', '19,4 %', '3', 'Ingen sammenligning']);
    expect(within(table).getAllByTestId('product-not-sold').map(text)).toEqual(['Ikke solgt']);

    const endring = within(table).getByRole('button', { name: 'Endring' });
    fireEvent.click(endring);
    expect(names()).toEqual(['Margherita – Stor', 'Tiramisu', 'Pepperoni', 'Calzone Ikke solgt', 'Cola 0,5 l']);
    expect(endring.closest('th')!.getAttribute('aria-sort')).toBe('descending');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .filter((header) => header.hasAttribute('aria-sort')),
    ).toHaveLength(1);
    fireEvent.click(endring);
    expect(names()).toEqual(['Calzone Ikke solgt', 'Pepperoni', 'Tiramisu', 'Margherita – Stor', 'Cola 0,5 l']);
    expect(endring.closest('th')!.getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(within(table).getByRole('button', { name: 'Produkt' }));
    expect(names()[0]).toBe('Calzone Ikke solgt');

    // The add-ons in their own table.
    const addOns = within(screen.getByTestId('add-ons')).getByRole('table', { name: 'Tillegg' });
    expect(rowTexts(addOns)).toEqual([
      ['Ekstra ost', '25', '500,00 kr', '62,5 %', '1', 'Økning ▲ +25,0 %'],
      ['Hvitløksdressing', '30', '300,00 kr', '37,5 %', '2', 'Uendret 0,0 %'],
    ]);
  });

  it('groups the product mix by category, each category’s items followed by its subtotal', async () => {
    show();
    const mix = await screen.findByTestId('product-mix');
    fireEvent.click(within(mix).getByRole('switch', { name: 'Grupper etter kategori' }));
    const table = within(mix).getByRole('table', { name: 'Produkter' });
    expect(rowTexts(table).map((row) => row[0])).toEqual([
      'Margherita – Stor',
      'Pepperoni',
      'Calzone Ikke solgt',
      'Sum Pizza',
      'Cola 0,5 l',
      'Sum Drikke',
      'Tiramisu',
      'Sum Dessert',
    ]);
    expect(
      within(table)
        .getAllByTestId('category-subtotal')
        .map((row) => [...row.querySelectorAll('th, td')].map(text)),
    ).toEqual([
      ['Sum Pizza', 'Pizza', '90', '9 300,00 kr', '75,3 %', '', 'Økning ▲ +4,6 %'],
      ['Sum Drikke', 'Drikke', '80', '2 400,00 kr', '19,4 %', '', 'Ingen sammenligning'],
      ['Sum Dessert', 'Dessert', '16', '645,50 kr', '5,2 %', '', 'Uendret 0,0 %'],
    ]);
    fireEvent.click(within(mix).getByRole('switch', { name: 'Grupper etter kategori' }));
    expect(within(table).queryAllByTestId('category-subtotal')).toEqual([]);
  });

  it('shows weekdays × hours as a heat map of the hours with sales, its figures in a table, by sales or by orders', async () => {
    show();
    const heatMap = await screen.findByTestId('heat-map');
    const figures = within(heatMap).getByTestId('heat-map-figures');
    expect(text(figures.querySelector('caption'))).toBe('Salg per ukedag og time');
    expect([...figures.querySelectorAll('thead th')].map(text)).toEqual([
      'Ukedag',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
    ]);
    const rows = rowTexts(figures);
    expect(rows.map((row) => row[0])).toEqual(['Mandag', 'Tirsdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lørdag', 'Søndag']);
    expect(rows[0]!.slice(1, 4)).toEqual(['1 200,00 kr', '2 000,00 kr', '0,00 kr']);
    expect(rows[5]!.at(-1)).toBe('5 000,00 kr');
    // The drawing: 7 rows of 9 cells, the busiest at full strength, the figures in the cells' hover text.
    const cells = within(heatMap).getAllByTestId('heat-cell');
    expect(cells).toHaveLength(63);
    expect(cells.filter((cell) => cell.dataset.strength === '1')).toHaveLength(1);
    expect(cells[8 + 5 * 9]!.getAttribute('title')?.replace(/\u00a0/g, ' ')).toBe('Lørdag kl. 19: 5 000,00 kr');

    fireEvent.click(within(heatMap).getByRole('button', { name: 'Ordrer' }));
    expect(text(figures.querySelector('caption'))).toBe('Ordrer per ukedag og time');
    expect(rowTexts(figures)[6]!.slice(1, 4)).toEqual(['0', '0', '48']);
    expect(within(heatMap).getByRole('button', { name: 'Ordrer' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("shows a chart's figures as a table on screen on request, and the chart again", async () => {
    show();
    const heatMap = await screen.findByTestId('heat-map');
    expect(within(heatMap).getByTestId('heat-map-figures').dataset.visible).toBeUndefined();
    fireEvent.click(within(heatMap).getByRole('button', { name: 'Vis tallene' }));
    const table = within(heatMap).getByTestId('heat-map-figures');
    expect(table.dataset.visible).toBe('true');
    expect(rowTexts(table)[5]!.at(-1)).toBe('5 000,00 kr');
    expect(within(heatMap).queryAllByTestId('heat-cell')).toHaveLength(0);
    fireEvent.click(within(heatMap).getByRole('button', { name: 'Vis diagrammet' }));
    expect(within(heatMap).getAllByTestId('heat-cell')).toHaveLength(63);
  });

  it('shows one day’s hours beside the comparison day’s, the period’s last day unless another is chosen', async () => {
    show();
    const hourly = await screen.findByTestId('hourly-sales');
    const figures = await within(hourly).findByTestId('hourly-figures');
    expect(queries('getSalesByHour')).toEqual([{ merchant: 'demo', date: '2026-11-29', compare: 'previous' }]);
    expect(text(figures.querySelector('caption'))).toBe('Salg per time 29.11.2026');
    expect([...figures.querySelectorAll('thead th')].map(text)).toEqual(['Time', 'Salg 29.11.2026', 'Salg 28.11.2026']);
    expect(rowTexts(figures)).toEqual([
      ['11:00', '200,00 kr', '150,00 kr'],
      ['12:00', '445,50 kr', '500,00 kr'],
      ['13:00', '0,00 kr', '100,00 kr'],
    ]);
    expect(within(hourly).getAllByTestId('chart-bar-group')).toHaveLength(3);
    expect((within(hourly).getByTestId('hourly-day') as HTMLInputElement).value).toBe('29.11.2026');
  });

  it('asks for the day the link names', async () => {
    show(`${WEEK}&day=2026-11-25`);
    await screen.findByTestId('hourly-figures');
    expect(queries('getSalesByHour')).toEqual([{ merchant: 'demo', date: '2026-11-25', compare: 'previous' }]);
  });

  it('shows the channels and order types with their change, and the sales over time by channel or order type', async () => {
    show();
    const channels = within(await screen.findByTestId('channel-rows')).getByRole('table', { name: 'Salg per kanal' });
    expect(rowTexts(channels)).toEqual([
      ['Nettbutikk', '4 000,00 kr', '50', 'Økning ▲ +5,3 %'],
      ['App', '3 000,00 kr', '40', 'Ingen sammenligning'],
      ['Kiosk', '2 345,50 kr', '30', 'Økning ▲ +7,1 %'],
      ['Kasse', '3 000,00 kr', '30', 'Nedgang ▼ −40,0 %'],
    ]);
    const orderTypes = within(screen.getByTestId('order-type-rows')).getByRole('table', { name: 'Salg per ordretype' });
    expect(rowTexts(orderTypes).map((row) => row[0])).toEqual(['Spise her', 'Henting', 'Levering']);

    const timeline = screen.getByTestId('sales-timeline');
    const figures = within(timeline).getByTestId('timeline-figures');
    expect([...figures.querySelectorAll('thead th')].map(text)).toEqual(['Dag', 'Nettbutikk', 'App', 'Kiosk', 'Kasse', 'Totalt']);
    expect(rowTexts(figures)[0]).toEqual(['23.11.2026', '500,00 kr', '400,00 kr', '300,00 kr', '450,00 kr', '1 650,00 kr']);
    expect(rowTexts(figures)).toHaveLength(7);
    expect(within(timeline).getAllByTestId('chart-bar-group')).toHaveLength(7);

    fireEvent.click(within(timeline).getByRole('button', { name: 'Ordretype' }));
    expect([...figures.querySelectorAll('thead th')].map(text)).toEqual(['Dag', 'Spise her', 'Henting', 'Levering', 'Totalt']);
    expect(rowTexts(figures)[6]).toEqual(['29.11.2026', '700,00 kr', '860,00 kr', '0,00 kr', '1 560,00 kr']);
  });

  it('offers the analysis as PDF, CSV and Excel with its query, saved under its period', async () => {
    const saved = catchSavedFiles();
    show(`locationId=${LOCATION_ID}&channel=POS&${WEEK}&compare=lastYear`);
    await screen.findByTestId('sales-analytics');
    await expectEveryFormat({
      fetchMock,
      saved,
      title: 'Salgsanalyse',
      report: 'salesAnalytics',
      query: {
        merchant: 'demo',
        locationId: LOCATION_ID,
        channel: 'POS',
        fromDate: '2026-11-23',
        toDate: '2026-11-29',
        compare: 'lastYear',
      },
      fileStem: 'Salgsanalyse_2026-11-23_2026-11-29',
    });
  });

  it('says so when nothing was sold: no products, no add-ons, no hours', async () => {
    const zero = { value: 0, previous: 0, change: null };
    answer(() =>
      salesAnalytics({
        products: [],
        categories: [],
        addOns: [],
        heatMap: [],
        keyFigures: {
          netSales: zero,
          orders: zero,
          averageOrderValue: zero,
          itemsPerOrder: zero,
          refunds: zero,
          refundRate: zero,
          discounts: zero,
          tips: zero,
        },
      }),
    );
    show();
    expect(text(await screen.findByTestId('product-mix-empty'))).toBe('Ingen produkter i perioden.');
    expect(screen.queryByRole('table', { name: 'Produkter' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Grupper etter kategori' })).toBeNull();
    expect(text(screen.getByTestId('add-ons-empty'))).toBe('Ingen tillegg solgt i perioden.');
    expect(text(screen.getByTestId('heat-map-empty'))).toBe('Ingen salg i perioden.');
    expect(text(screen.getByTestId('sales-analytics-nothing-sold'))).toBe('Ingen salg i perioden.');
    expect(screen.getByTestId('report-downloads')).toBeTruthy();
  });

  it('says so when the analysis cannot be fetched, and asks again on request', async () => {
    let failing = true;
    answer(() => (failing ? json({ error: { code: 'INTERNAL', message: 'Feil' } }, 500) : salesAnalytics()));
    show();
    const alert = await screen.findByTestId('screen-error');
    expect(alert.textContent).toBe('Kunne ikke hente dataene. Prøv igjen senere.');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByTestId('sales-analytics')).toBeTruthy();
  });

  it('asks for nothing while the period is longer than a year, and says why', async () => {
    show('fromDate=2024-01-01&toDate=2025-06-30');
    expect(text(await screen.findByTestId('sales-analytics-too-long'))).toBe('Perioden kan være høyst ett år');
    expect(queries('getSalesAnalytics')).toEqual([]);
    expect(screen.queryByTestId('report-downloads')).toBeNull();
  });
});
