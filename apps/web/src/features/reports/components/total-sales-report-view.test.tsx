// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { TotalSalesReport } from '@bakrom/shared/schemas/reports';
import { renderWithProviders } from '@/testing/render';
import { catchSavedFiles, expectEveryFormat, fileResponse, isReportFile } from '../testing/downloads';
import { counters, gui, LOCATION_ID, pos, sales, salesVatGroups } from '../testing/report-data';
import { TotalSalesReportView } from './total-sales-report-view';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

// 449 kr of goods and 20 kr tips, paid 150 kr cash, 219 kr by card (tips included) and 100 bonus points.
const report: TotalSalesReport = {
  location: { id: LOCATION_ID, name: 'Sentrum' },
  company: { name: 'Demo Restaurant AS', organisationNumber: '999888777' },
  terminal: null,
  fromDate: '2026-11-01',
  toDate: '2026-11-26',
  zReports: [],
  counters: counters({
    categories: sales.categories,
    tips: 2_000,
    tipsCount: 1,
    cashCount: 1,
    cashPaymentsTotalAmount: 15_000,
    cardCount: 1,
    cardPaymentsTotalAmount: 21_900,
    saleReceiptsCount: 3,
    totalSalesAmount: 44_900,
    paymentLines: [
      { paymentType: 'CASH', saftCode: '12001', count: 1, amount: 15_000, amountWithVat: 15_000, vatAmount: 3_000 },
      { paymentType: 'CARD', saftCode: '12003', count: 1, amount: 21_900, amountWithVat: 19_900, vatAmount: 2_596 },
      { paymentType: 'BONUS_POINTS', saftCode: '12007', count: 1, amount: 10_000, amountWithVat: 10_000, vatAmount: 1_304 },
    ],
  }),
  vatGroups: salesVatGroups,
  empty: false,
};

const footerCells = (testId: string) => [...within(screen.getByTestId(testId)).getAllByRole('row')].at(-1)!.querySelectorAll('td');

describe('/totalSalesReport', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/report/getDataForReportGui')) return json(gui);
      if (url.includes('/terminal/getTerminalsForLocation')) return json([pos]);
      if (url.includes('/report/getTotalSalesReport')) return json(report);
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

  const shownPath = `/totalSalesReport?locationId=${LOCATION_ID}&terminalId=ALL&fromDate=2026-11-01&toDate=2026-11-26`;

  it('shows the tips and the bonus points, so that turnover + tips is what the payment lines add up to', async () => {
    renderWithProviders(<TotalSalesReportView merchant="demo" />, { path: shownPath });
    const paid = await screen.findByTestId('report-paid');
    expect(within(paid).getByRole('row', { name: /^Tips 1 20,00/ })).toBeTruthy();
    const paidTotal = footerCells('report-paid');
    expect(paidTotal[0]!.textContent).toBe('Totalt betalt (omsetning og tips)');
    expect(paidTotal[2]!.textContent).toBe('469,00\u00a0kr');

    const lines = screen.getByTestId('report-payment-lines');
    expect(within(lines).getByRole('row', { name: /^Bonuspoeng 12007 1 100,00/ })).toBeTruthy();
    const linesTotal = footerCells('report-payment-lines');
    // Goods: the turnover table's total; paid: turnover and tips.
    expect(linesTotal[3]!.textContent).toBe('449,00\u00a0kr');
    expect(linesTotal[4]!.textContent).toBe(paidTotal[2]!.textContent);
    expect(footerCells('report-vat-groups')[3]!.textContent).toBe('449,00\u00a0kr');
  });

  it("offers the period's turnover as PDF, CSV and Excel, each asked for with the report's query", async () => {
    const saved = catchSavedFiles();
    renderWithProviders(<TotalSalesReportView merchant="demo" />, { path: shownPath });
    expect(await screen.findByTestId('total-sales-report')).toBeTruthy();
    await expectEveryFormat({
      fetchMock,
      saved,
      title: 'Omsetningsrapport',
      report: 'totalSalesReport',
      query: { merchant: 'demo', locationId: LOCATION_ID, terminalId: 'ALL', fromDate: '2026-11-01', toDate: '2026-11-26' },
      fileStem: 'Omsetningsrapport',
    });
  });
});
