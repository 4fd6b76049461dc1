// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { catchSavedFiles, expectEveryFormat, fileButtonName, fileResponse, isReportFile } from '../testing/downloads';
import { gui, transactionsReport } from '../testing/report-data';
import { TransactionsReportView } from './transactions-report-view';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
let file: () => Response;

const shownPath = '/transactionsReport?fromDate=2026-11-01&toDate=2026-11-26';

describe('/transactionsReport', () => {
  beforeEach(() => {
    file = fileResponse;
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/report/getDataForReportGui')) return json(gui);
      if (url.includes('/report/getTransactionsReport')) return json(transactionsReport());
      if (isReportFile(url)) return file();
      return json({ error: { code: 'NOT_FOUND', message: 'Ukjent' } }, 404);
    });
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
  });

  it("offers the period's card payments as PDF, CSV and Excel, each asked for with the period", async () => {
    const saved = catchSavedFiles();
    renderWithProviders(<TransactionsReportView merchant="demo" />, { path: shownPath });
    expect(await screen.findByTestId('transactions-report')).toBeTruthy();
    await expectEveryFormat({
      fetchMock,
      saved,
      title: 'Transaksjoner',
      report: 'transactionsReport',
      query: { merchant: 'demo', fromDate: '2026-11-01', toDate: '2026-11-26' },
      // The spec's name of the transactions PDF.
      fileStem: 'X-rapport',
    });
  });

  it("says which file could not be downloaded in the server's words when it refuses", async () => {
    catchSavedFiles();
    file = () => json({ error: { code: 'FORBIDDEN', message: 'Bare superadministratoren kan se transaksjonene.' } }, 403);
    renderWithProviders(<TransactionsReportView merchant="demo" />, { path: shownPath });
    fireEvent.click(await screen.findByRole('button', { name: fileButtonName('Transaksjoner', 'csv') }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Kunne ikke laste ned Transaksjoner som CSV. Bare superadministratoren kan se transaksjonene.',
    );
  });
});
