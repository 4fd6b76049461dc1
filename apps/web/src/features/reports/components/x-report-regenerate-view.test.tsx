// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { catchSavedFiles, fileButtonName, fileRequests, fileResponse, isReportFile } from '../testing/downloads';
import { gui, LOCATION_ID, pos, webshop, xReport, zReport } from '../testing/report-data';
import { XReportRegenerateView } from './x-report-regenerate-view';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
const calls = (part: string) => fetchMock.mock.calls.filter(([input]) => String(input).includes(part));

const DAY = '2026-11-20';
const shownPath = `/xReportRegenerate?locationId=${LOCATION_ID}&terminalId=${pos.id}&date=${DAY}`;

describe('/xReportRegenerate', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/report/getDataForReportGui')) return json(gui);
      if (url.includes('/terminal/getTerminalsForLocation')) return json([pos, webshop]);
      if (url.includes('/report/getXReportForDate')) return json(xReport());
      if (url.includes('/report/createZReportForDate')) return json(zReport({ nr: 121, businessDate: DAY }));
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

  it('warns to take a backup first, naming the command', async () => {
    renderWithProviders(<XReportRegenerateView merchant="demo" />, { path: shownPath });
    expect(await screen.findByText(/npm run cli -- backup --out FIL/)).toBeTruthy();
  });

  it('names the chosen day on the button instead of today', async () => {
    renderWithProviders(<XReportRegenerateView merchant="demo" />, { path: shownPath });
    expect(await screen.findByRole('button', { name: 'Regenerer oppgjøret for 20.11.2026 for Kasse 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /dagens/ })).toBeNull();
  });

  it('after a regeneration shows the new Z number with its link, and offers no second regeneration of the day', async () => {
    renderWithProviders(<XReportRegenerateView merchant="demo" />, { path: shownPath });
    fireEvent.click(await screen.findByRole('button', { name: 'Regenerer oppgjøret for 20.11.2026 for Kasse 1' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ja' }));

    const done = await screen.findByTestId('settle-done');
    expect(done.textContent).toContain('Oppgjøret er regenerert som Z nr 121.');
    const link = within(done).getByRole('link', { name: 'Vis Z-rapport nr 121' });
    expect(link.getAttribute('href')).toBe(`/z-report?locationId=${LOCATION_ID}&terminalId=${pos.id}&date=${DAY}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The day's figures reload (the report shows again) without a settlement button.
    await waitFor(() => expect(calls('/report/getXReportForDate').length).toBeGreaterThanOrEqual(2));
    expect(await screen.findByTestId('x-report')).toBeTruthy();
    expect(screen.queryByTestId('settle-button')).toBeNull();

    // Showing the same day again keeps it so.
    fireEvent.click(screen.getByRole('button', { name: 'Vis X-rapport' }));
    await waitFor(() => expect(screen.queryByTestId('settle-done')).toBeNull());
    expect(await screen.findByTestId('x-report')).toBeTruthy();
    expect(screen.queryByTestId('settle-button')).toBeNull();
    expect(calls('/report/createZReportForDate')).toHaveLength(1);
  });

  it("offers the day's figures as a PDF only, asked for with the day", async () => {
    const saved = catchSavedFiles();
    renderWithProviders(<XReportRegenerateView merchant="demo" />, { path: shownPath });
    const pdf = await screen.findByRole('button', { name: fileButtonName('X-rapport', 'pdf') });
    expect(within(screen.getByTestId('report-downloads')).getAllByRole('button')).toEqual([pdf]);
    fireEvent.click(pdf);
    await waitFor(() => expect(saved).toEqual(['X-rapport.pdf']));
    expect(fileRequests(fetchMock)).toEqual([
      {
        path: '/api/report/pdf/xReportForDate',
        query: { merchant: 'demo', locationId: LOCATION_ID, terminalId: pos.id, date: DAY },
      },
    ]);
  });
});
