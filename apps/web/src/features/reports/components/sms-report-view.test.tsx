// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { catchSavedFiles, expectEveryFormat, fileResponse, isReportFile } from '../testing/downloads';
import { gui, LOCATION_ID, smsReport } from '../testing/report-data';
import { SmsReportView } from './sms-report-view';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

describe('/smsReport', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/report/getDataForReportGui')) return json(gui);
      if (url.includes('/report/getSmsReport')) return json(smsReport());
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

  it("offers the period's SMS as PDF, CSV and Excel, each named after the location when the answer names none", async () => {
    const saved = catchSavedFiles();
    renderWithProviders(<SmsReportView merchant="demo" />, {
      path: `/smsReport?locationId=${LOCATION_ID}&fromDate=2026-11-01&toDate=2026-11-26`,
    });
    expect(await screen.findByTestId('sms-report')).toBeTruthy();
    await expectEveryFormat({
      fetchMock,
      saved,
      title: 'SMS rapport',
      report: 'smsReport',
      query: { merchant: 'demo', locationId: LOCATION_ID, fromDate: '2026-11-01', toDate: '2026-11-26' },
      fileStem: 'SMS_Rapport_Sentrum',
    });
  });
});
