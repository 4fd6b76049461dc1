// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { catchSavedFiles, expectEveryFormat, fileResponse, isReportFile } from '../testing/downloads';
import { alcoholReport, gui, LOCATION_ID } from '../testing/report-data';
import { AlcoholReportView } from './alcohol-report-view';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

describe('/alcoholReport', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/report/getDataForReportGui')) return json(gui);
      if (url.includes('/report/getAlcoholReport')) return json(alcoholReport());
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

  it("offers the period's alcohol sales as PDF, CSV and Excel, each asked for with the report's query", async () => {
    const saved = catchSavedFiles();
    renderWithProviders(<AlcoholReportView merchant="demo" />, {
      path: `/alcoholReport?locationId=${LOCATION_ID}&fromDate=2026-11-01&toDate=2026-11-26`,
    });
    expect(await screen.findByTestId('alcohol-report')).toBeTruthy();
    await expectEveryFormat({
      fetchMock,
      saved,
      title: 'Alkoholrapport',
      report: 'alcoholReport',
      query: { merchant: 'demo', locationId: LOCATION_ID, fromDate: '2026-11-01', toDate: '2026-11-26' },
      fileStem: 'Alkoholrapport',
    });
  });
});
