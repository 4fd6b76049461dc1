// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { osloDate } from '@bakrom/shared/format';
import { renderWithProviders } from '@/testing/render';
import { catchSavedFiles, expectEveryFormat, fileResponse, isReportFile } from '../testing/downloads';
import { goodsTypeReport, gui, LOCATION_ID } from '../testing/report-data';
import { GoodsTypeReportView } from './goods-type-report-view';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

/** The queries getGoodsTypeReport was asked with, in order. */
function reportQueries(): Record<string, string>[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/report/getGoodsTypeReport')
    .map((url) => Object.fromEntries(url.searchParams));
}

/** A table row's cells as text, with the no-break spaces of the amounts as plain spaces. */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent!.replace(/\u00a0/g, ' '));

describe('/goodsTypeReport', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/report/getDataForReportGui')) return json(gui);
      if (url.includes('/report/getGoodsTypeReport')) {
        const year = Number(new URL(url, 'http://localhost').searchParams.get('year'));
        return json(goodsTypeReport({ year }));
      }
      if (isReportFile(url)) return fileResponse();
      return json({ error: { code: 'NOT_FOUND', message: 'Ukjent' } }, 404);
    });
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
  });

  it('shows every goods type with its quantity and amounts, zeros included, and the year’s total', async () => {
    renderWithProviders(<GoodsTypeReportView merchant="demo" />, { path: `/goodsTypeReport?locationId=${LOCATION_ID}&year=2025` });
    const report = await screen.findByTestId('goods-type-report');
    expect(within(report).getByRole('heading', { level: 2, name: 'Særskilt registrering' })).toBeTruthy();
    expect(screen.getByTestId('report-org-nr').textContent).toBe('999888777');
    expect(screen.getByTestId('report-location-name').textContent).toBe('Sentrum');
    expect(screen.getByTestId('report-year-shown').textContent).toBe('2025');

    const table = within(screen.getByTestId('goods-type-rows')).getByRole('table', { name: 'Salg per varegruppe' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Varegruppe', 'Antall', 'Beløp uten MVA', 'MVA', 'Beløp med MVA']);
    const [body, foot] = [table.querySelector('tbody')!, table.querySelector('tfoot')!];
    const rows = within(body).getAllByRole('row');
    expect(rows.map((row) => cells(row)[0])).toEqual([
      'Mat',
      'Øl',
      'Vin',
      'Brennevin',
      'Rusbrus/Cider',
      'Mineralvann (brus)',
      'Annen drikke (te, kaffe etc)',
      'Tobakk',
      'Andre varer',
    ]);
    expect(cells(rows[0]!)).toEqual(['Mat', '1 250', '150 000,00 kr', '22 500,00 kr', '172 500,00 kr']);
    expect(cells(rows[1]!)).toEqual(['Øl', '340', '27 200,00 kr', '6 800,00 kr', '34 000,00 kr']);
    expect(cells(rows[2]!)).toEqual(['Vin', '0', '0,00 kr', '0,00 kr', '0,00 kr']);
    expect(cells(rows[5]!)).toEqual(['Mineralvann (brus)', '75', '2 400,00 kr', '360,00 kr', '2 760,00 kr']);
    expect(cells(within(foot).getByRole('row'))).toEqual(['Totalt', '1 665', '179 600,00 kr', '29 660,00 kr', '209 260,00 kr']);
    expect(reportQueries()).toEqual([{ merchant: 'demo', locationId: LOCATION_ID, year: '2025' }]);
  });

  it('asks for this year by default, and for the year chosen after', async () => {
    const thisYear = osloDate().slice(0, 4);
    const lastYear = String(Number(thisYear) - 1);
    renderWithProviders(<GoodsTypeReportView merchant="demo" />, { path: '/goodsTypeReport' });
    const year = (await screen.findByRole('combobox', { name: 'År' })) as HTMLInputElement;
    expect(year.value).toBe(thisYear);
    // Nothing is asked for before 'Vis rapport'.
    expect(reportQueries()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Vis rapport' }));
    await waitFor(() => expect(reportQueries()).toEqual([{ merchant: 'demo', locationId: LOCATION_ID, year: thisYear }]));
    expect((await screen.findByTestId('report-year-shown')).textContent).toBe(thisYear);

    // The last ten years, newest first (the dropdown's transition never ends in happy-dom: hidden to it).
    expect(screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual(
      Array.from({ length: 10 }, (_, index) => String(Number(thisYear) - index)),
    );
    // Chosen with the keyboard: open, one down, Enter.
    year.focus();
    fireEvent.keyDown(year, { key: 'ArrowDown', code: 'ArrowDown' });
    await waitFor(() => expect(year.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(year, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(year, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(year.value).toBe(lastYear));
    fireEvent.click(screen.getByRole('button', { name: 'Vis rapport' }));
    await waitFor(() => expect(reportQueries().at(-1)).toEqual({ merchant: 'demo', locationId: LOCATION_ID, year: lastYear }));
    await waitFor(() => expect(screen.getByTestId('report-year-shown').textContent).toBe(lastYear));
  });

  it("offers the year's report as PDF, CSV and Excel, each asked for with the report's query and saved under its year", async () => {
    const saved = catchSavedFiles();
    renderWithProviders(<GoodsTypeReportView merchant="demo" />, { path: `/goodsTypeReport?locationId=${LOCATION_ID}&year=2025` });
    expect(await screen.findByTestId('goods-type-report')).toBeTruthy();
    await expectEveryFormat({
      fetchMock,
      saved,
      title: 'Særskilt registrering',
      report: 'goodsTypeReport',
      query: { merchant: 'demo', locationId: LOCATION_ID, year: '2025' },
      fileStem: 'Saerskilt_registrering_2025',
    });
  });

  it('says so when the report cannot be fetched, and asks again on request', async () => {
    let failing = true;
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/report/getDataForReportGui')) return json(gui);
      if (url.includes('/report/getGoodsTypeReport')) {
        return failing ? json({ error: { code: 'INTERNAL', message: 'Feil' } }, 500) : json(goodsTypeReport());
      }
      return json({ error: { code: 'NOT_FOUND', message: 'Ukjent' } }, 404);
    });
    renderWithProviders(<GoodsTypeReportView merchant="demo" />, { path: `/goodsTypeReport?locationId=${LOCATION_ID}&year=2025` });
    const alert = await screen.findByTestId('screen-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe('Kunne ikke hente dataene. Prøv igjen senere.');
    expect(screen.queryByTestId('goods-type-report')).toBeNull();

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByTestId('goods-type-report')).toBeTruthy();
  });

  it('shows a year without sales as its nine zero rows, and says that nothing was sold', async () => {
    const zero = { quantity: 0, netAmount: 0, vatAmount: 0, grossAmount: 0 };
    const empty = goodsTypeReport({ year: 2012, total: zero });
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/report/getDataForReportGui')) return json(gui);
      if (url.includes('/report/getGoodsTypeReport')) return json({ ...empty, rows: empty.rows.map((row) => ({ ...row, ...zero })) });
      return json({ error: { code: 'NOT_FOUND', message: 'Ukjent' } }, 404);
    });
    renderWithProviders(<GoodsTypeReportView merchant="demo" />, { path: `/goodsTypeReport?locationId=${LOCATION_ID}&year=2012` });
    expect((await screen.findByTestId('goods-type-nothing-sold')).textContent).toBe('Ingen salg i 2012.');
    expect(screen.queryByTestId('screen-empty')).toBeNull();
    expect(screen.getByTestId('report-downloads')).toBeTruthy();
    // A year the URL names outside the last ten is offered too.
    expect((screen.getByRole('combobox', { name: 'År' }) as HTMLInputElement).value).toBe('2012');
  });
});
