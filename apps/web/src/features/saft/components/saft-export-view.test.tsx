// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApiAuth } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { SaftExportView } from './saft-export-view';

const SENTRUM = { id: '00000000-0000-4000-8000-000000000001', name: 'Sentrum' };
const GRUNERLOKKA = { id: '00000000-0000-4000-8000-000000000002', name: 'Grünerløkka' };
const FILE_NAME = 'SAF-T Cash Register_999888777_20261126110000_1.xml';

const fetchMock = vi.fn<typeof fetch>();
const saved: string[] = [];

function xmlFile(): Response {
  return new Response('<?xml version="1.0"?><auditfile/>', {
    status: 200,
    headers: { 'Content-Type': 'application/xml', 'Content-Disposition': `attachment; filename="${FILE_NAME}"` },
  });
}

function refusal(status: number, message: string): Response {
  return new Response(JSON.stringify({ error: { code: 'VALIDATION_FAILED', message } }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The query of the one export call made so far. */
function exportCall(): URLSearchParams {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const url = String(fetchMock.mock.calls[0]![0]);
  expect(url.startsWith('/api/report/exportSaftCashRegister?')).toBe(true);
  return new URL(url, 'http://localhost').searchParams;
}

const dateInput = (label: 'Fra dato' | 'Til dato') => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (label: 'Fra dato' | 'Til dato', text: string) => fireEvent.input(dateInput(label), { target: { value: text } });
const download = () => fireEvent.click(screen.getByRole('button', { name: 'Last ned SAF-T-fil' }));

function show(path = '/saftExport', locations = [SENTRUM, GRUNERLOKKA]) {
  renderWithProviders(<SaftExportView merchant="demo" locations={locations} />, { path });
}

describe('/saftExport', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    vi.stubGlobal('fetch', fetchMock);
    configureApiAuth({ getToken: () => 'token', onUnauthorized: () => undefined });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:saft');
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
  });

  it('offers the first location and last month, and downloads its file under the server’s name with a busy button meanwhile', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'SAF-T eksport' })).toBeTruthy();
    expect(screen.getByText(/Skatteetaten ber om ved kontroll/)).toBeTruthy();
    expect((screen.getByTestId('saft-location') as HTMLInputElement).value).toBe('Sentrum');
    expect(dateInput('Fra dato').value).toBe('01.10.2026');
    expect(dateInput('Til dato').value).toBe('31.10.2026');

    download();
    const busy = await screen.findByRole('button', { name: 'Lager fil …' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(busy);
    const query = exportCall();
    expect(Object.fromEntries(query)).toEqual({ merchant: 'demo', locationId: SENTRUM.id, fromDate: '2026-10-01', toDate: '2026-10-31' });
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ Authorization: 'Basic token' });

    answer(xmlFile());
    expect(await screen.findByRole('status')).toHaveProperty('textContent', `Filen «${FILE_NAME}» er lastet ned.`);
    expect(saved).toEqual([FILE_NAME]);
    expect(screen.getByRole('button', { name: 'Last ned SAF-T-fil' })).toBeTruthy();
  });

  it('starts from the location of the link, and sends an empty location for all of them', async () => {
    fetchMock.mockImplementation(async () => xmlFile());
    show(`/saftExport?locationId=${GRUNERLOKKA.id}`);
    const location = screen.getByTestId('saft-location') as HTMLInputElement;
    expect(location.value).toBe('Grünerløkka');
    fireEvent.click(location);
    fireEvent.click(await screen.findByRole('option', { name: 'Alle avdelinger' }));
    expect(location.value).toBe('Alle avdelinger');
    type('Fra dato', '1.1.2026');
    type('Til dato', '31.12.2026');
    download();
    await screen.findByRole('status');
    expect(Object.fromEntries(exportCall())).toEqual({ merchant: 'demo', locationId: '', fromDate: '2026-01-01', toDate: '2026-12-31' });
  });

  it('says at the field that the period runs backwards or over a year, focuses it, and asks the server nothing', async () => {
    show();
    type('Fra dato', '15.09.2026');
    type('Til dato', '14.09.2026');
    download();
    expect(await screen.findByText('Til-datoen kan ikke være før fra-datoen')).toBeTruthy();
    expect(dateInput('Til dato').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(dateInput('Til dato'));

    type('Til dato', '16.09.2027');
    expect(screen.queryByText('Til-datoen kan ikke være før fra-datoen')).toBeNull();
    download();
    expect(await screen.findByText('Perioden kan være høyst ett år.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps a typed text that is no date, says so, and asks for an empty field', async () => {
    show();
    type('Fra dato', '31.09.2026');
    type('Til dato', '');
    download();
    expect(await screen.findByText('Ugyldig dato: skriv datoen som DD.MM.ÅÅÅÅ, for eksempel 01.10.2026')).toBeTruthy();
    expect(screen.getByText('Fyll ut til dato')).toBeTruthy();
    expect(dateInput('Fra dato').value).toBe('31.09.2026');
    expect(document.activeElement).toBe(dateInput('Fra dato'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s message when it refuses the export, and a text of its own when there is none', async () => {
    fetchMock.mockResolvedValueOnce(refusal(400, 'Perioden kan ikke være lengre enn ett år'));
    show();
    download();
    expect((await screen.findByRole('alert')).textContent).toBe('Perioden kan ikke være lengre enn ett år');
    expect(saved).toEqual([]);

    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    download();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Kunne ikke lage SAF-T-filen. Prøv igjen.'));
  });
});
