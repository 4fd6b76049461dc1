// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CloudPrntDocument } from '@bakrom/shared/schemas/printing';
import { renderWithProviders } from '@/testing/render';
import { buildLocation } from '@/testing/users';
import { CloudPrntView } from './cloudprnt-view';

const sentrum = buildLocation();
const torget = buildLocation({ id: '00000000-0000-4000-8000-000000000002', name: 'Torget' });

const document: CloudPrntDocument = {
  id: '00000000-0000-4000-8000-0000000000aa',
  merchant: 'demo',
  locationId: sentrum.id,
  locationName: 'Sentrum',
  type: 'cloudprnt',
  currentJobs: [{ jobId: 'SEN-job-1042', type: 'KITCHEN_TICKET', orderNumber: 1042 }],
  jobsPrinted: [{ jobId: 'SEN-job-1041', type: 'RECEIPT', printedTime: '2026-03-14T10:00:00.000Z' }],
  modifiedTime: '2026-03-14T10:00:00.000Z',
  lastCleanedUpTime: null,
  printerKeyCreatedTime: null,
};
const emptied: CloudPrntDocument = { ...document, currentJobs: [], jobsPrinted: [], lastCleanedUpTime: '2026-03-14T11:00:00.000Z' };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();

describe('/cloudprnt', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => (String(input).includes('/emptyJobs') ? json(emptied) : json(document)));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows merchant, outlet name and the document as formatted text, and empties it only after the confirmation', async () => {
    renderWithProviders(<CloudPrntView merchant="demo" locations={[sentrum, torget]} />, { path: `/cloudprnt?locationId=${sentrum.id}` });
    expect(await screen.findByTestId('cloudprnt-merchant')).toHaveProperty('textContent', 'demo');
    expect(screen.getByTestId('cloudprnt-outlet').textContent).toBe('Sentrum');
    const text = screen.getByTestId('cloudprnt-document').textContent!;
    expect(JSON.parse(text)).toEqual({
      id: document.id,
      merchant: 'demo',
      locationId: sentrum.id,
      type: 'cloudprnt',
      currentJobs: document.currentJobs,
      jobsPrinted: document.jobsPrinted,
      modifiedTime: document.modifiedTime,
      lastCleanedUpTime: null,
    });
    expect(text).toContain('\n  "currentJobs": [');
    expect(screen.getByTestId('cloudprnt-key-status').textContent).toMatch(/ingen skrivernøkkel/);

    fireEvent.click(screen.getByRole('button', { name: 'Empty currentJobs & jobsPrinted' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Vil du tømme currentJobs og jobsPrinted for Sentrum\?/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/emptyJobs'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tøm' }));

    await waitFor(() => expect(screen.getByTestId('cloudprnt-counts').textContent).toBe('0 i currentJobs, 0 i jobsPrinted'));
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/emptyJobs'))!;
    expect(String(call[0])).toBe(`/api/superadmin/support/emptyJobs?merchant=demo&locationId=${sentrum.id}`);
    expect(screen.getByTestId('jobs-emptied').textContent).toBe('currentJobs og jobsPrinted er tømt.');
  });

  it('shows the refusal for anybody but a super admin', async () => {
    fetchMock.mockImplementation(async () => json({ error: { code: 'FORBIDDEN', message: 'Kun for superadministratorer.' } }, 403));
    renderWithProviders(<CloudPrntView merchant="demo" locations={[sentrum]} />, { path: '/cloudprnt' });
    expect(await screen.findByText('Denne siden er bare tilgjengelig for superadministratorer.')).toBeTruthy();
  });
});
