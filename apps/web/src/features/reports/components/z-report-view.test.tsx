// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { catchSavedFiles, expectEveryFormat, fileResponse, isReportFile } from '../testing/downloads';
import { gui, LOCATION_ID, pos, zReport } from '../testing/report-data';
import { ZReportView } from './z-report-view';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

const DAY = '2026-11-25';
const first = zReport({ nr: 41, replacedByNr: 42 });
const second = zReport({ id: '00000000-0000-4000-8000-0000000000f2', nr: 42 });

describe('/z-report', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/report/getDataForReportGui')) return json(gui);
      if (url.includes('/terminal/getTerminalsForLocation')) return json([pos]);
      if (url.includes('/report/getZReport')) return json([first, second]);
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

  it('offers each Z-report of the day as PDF, CSV and Excel, each asked for by its own id', async () => {
    const saved = catchSavedFiles();
    renderWithProviders(<ZReportView merchant="demo" />, { path: `/z-report?locationId=${LOCATION_ID}&terminalId=${pos.id}&date=${DAY}` });
    const reports = await screen.findAllByTestId('z-report');
    expect(reports).toHaveLength(2);
    await expectEveryFormat({
      fetchMock,
      saved,
      title: 'Z-rapport nr 42',
      report: 'zReport',
      query: { merchant: 'demo', zReportId: second.id },
      fileStem: 'Z-rapport',
      container: reports[1],
    });
  });
});
