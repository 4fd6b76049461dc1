// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { VoucherPreviewResponse } from '@bakrom/shared/schemas/accounting';
import { configureApiAuth } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { GRUNERLOKKA, preview, salesVoucher, SENTRUM } from '../testing/accounting-data';
import { AccountingExportView } from './accounting-export-view';

const FILE_NAME = 'bilag_demo-restaurant_2026-11-16_2026-11-22.gbat10.txt';
const WEEK = `fromDate=2026-11-16&toDate=2026-11-22`;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function gbat10File(): Response {
  return new Response('GBAT10;1;20261116;1;11;2026;1900;;500.00\r\n', {
    status: 200,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Disposition': `attachment; filename="${FILE_NAME}"` },
  });
}

const fetchMock = vi.fn<typeof fetch>();
const saved: string[] = [];

/** The queries of the calls made to an endpoint so far. */
function callsTo(endpoint: string): Record<string, string>[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `/api/accounting/${endpoint}`)
    .map((url) => Object.fromEntries(url.searchParams));
}

function answer(week: VoucherPreviewResponse, file: () => Response = gbat10File) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/accounting/getVoucherPreview?')) return json(week);
    if (url.startsWith('/api/accounting/exportVouchers?')) return file();
    return json({ error: { code: 'NOT_FOUND', message: 'Ukjent' } }, 404);
  });
}

function show(path = '/accountingExport') {
  renderWithProviders(<AccountingExportView merchant="demo" locations={[SENTRUM, GRUNERLOKKA]} />, { path });
}

const dateInput = (label: 'Fra dato' | 'Til dato') => screen.getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
const type = (label: 'Fra dato' | 'Til dato', text: string) => fireEvent.input(dateInput(label), { target: { value: text } });
const footerCells = () => [...screen.getByTestId('voucher-totals').querySelectorAll('td')].map((cell) => cell.textContent);

describe('/accountingExport', { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    vi.stubGlobal('fetch', fetchMock);
    configureApiAuth({ getToken: () => 'token', onUnauthorized: () => undefined });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:bilag');
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

  it('offers every location and last month, and shows the vouchers of the chosen period only after Vis bilag', async () => {
    answer(preview([salesVoucher(1, '2026-10-01')], { fromDate: '2026-10-01', toDate: '2026-10-31' }));
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Regnskapseksport' })).toBeTruthy();
    expect((screen.getByTestId('accounting-location') as HTMLInputElement).value).toBe('Alle avdelinger');
    expect(dateInput('Fra dato').value).toBe('01.10.2026');
    expect(dateInput('Til dato').value).toBe('31.10.2026');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Vis bilag' }));
    await screen.findByTestId('voucher-preview');
    expect(callsTo('getVoucherPreview')).toEqual([{ merchant: 'demo', locationId: '', fromDate: '2026-10-01', toDate: '2026-10-31' }]);
  });

  it('takes a week by its preset or typed, and says at the field what is wrong with a period without asking the server', async () => {
    answer(preview([salesVoucher(1, '2026-11-16')]));
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Forrige uke' }));
    expect(dateInput('Fra dato').value).toBe('16.11.2026');
    expect(dateInput('Til dato').value).toBe('22.11.2026');

    type('Til dato', '10.11.2026');
    fireEvent.click(screen.getByRole('button', { name: 'Vis bilag' }));
    expect(await screen.findByText('Til-datoen kan ikke være før fra-datoen')).toBeTruthy();
    type('Til dato', '');
    fireEvent.click(screen.getByRole('button', { name: 'Vis bilag' }));
    expect(await screen.findByText('Fyll ut til dato')).toBeTruthy();
    expect(callsTo('getVoucherPreview')).toEqual([]);

    type('Fra dato', '9.11.2026');
    type('Til dato', '15.11.2026');
    fireEvent.click(screen.getByRole('button', { name: 'Vis bilag' }));
    await screen.findByTestId('voucher-preview');
    expect(callsTo('getVoucherPreview')).toEqual([{ merchant: 'demo', locationId: '', fromDate: '2026-11-09', toDate: '2026-11-15' }]);
  });

  it('previews the week’s vouchers posting by posting, with totals that balance', async () => {
    const reversal = salesVoucher(3, '2026-11-17', {
      kind: 'REVERSAL',
      reversesNumber: 1,
      description: 'Tilbakeføring av bilag 1 (Z-rapport regenerert): Sentrum, Kasse 1, Z 1',
      exported: false,
      postings: salesVoucher(1, '2026-11-16').postings.map((posting) => ({ ...posting, debit: posting.credit, credit: posting.debit })),
    });
    answer(preview([salesVoucher(1, '2026-11-16'), salesVoucher(2, '2026-11-17', { exported: false }), reversal]));
    show(`/accountingExport?locationId=${SENTRUM.id}&${WEEK}`);
    const table = await screen.findByTestId('voucher-preview');
    expect(callsTo('getVoucherPreview')).toEqual([
      { merchant: 'demo', locationId: SENTRUM.id, fromDate: '2026-11-16', toDate: '2026-11-22' },
    ]);
    expect((screen.getByTestId('accounting-location') as HTMLInputElement).value).toBe('Sentrum');
    expect(within(table).getByRole('heading', { name: 'Bilag 16.11.2026–22.11.2026' })).toBeTruthy();
    expect(screen.getByTestId('voucher-summary').textContent).toBe('3 bilag med 21 posteringer. ');

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Dato', 'Bilagsnr.', 'Konto', 'MVA-kode', 'Debet', 'Kredit', 'Beskrivelse']);
    const first = screen.getByTestId('voucher-1');
    expect([...first.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['16.11.2026', '1', 'Sentrum, Kasse 1, Z 1']);
    const posting = first.nextElementSibling!;
    expect([...posting.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '16.11.2026',
      '1',
      '1900',
      '',
      '500,00\u00a0kr',
      '',
      'Kontant',
    ]);
    expect(within(table).getByRole('row', { name: /^16\.11\.2026 1 3020 3 1\u00a0000,00\u00a0kr Salg 25 %$/ })).toBeTruthy();
    expect(screen.getByTestId('voucher-2').textContent).toContain('Ny');
    expect(screen.getByTestId('voucher-3').textContent).toBe(
      '17.11.20263NyTilbakeføring av bilag 1 (Z-rapport regenerert): Sentrum, Kasse 1, Z 1',
    );

    expect(footerCells()).toEqual(['Sum', '4\u00a0845,00\u00a0kr', '4\u00a0845,00\u00a0kr', '']);
    expect(screen.getByTestId('voucher-balance').textContent).toBe('Debet og kredit går i balanse.');
    expect(screen.queryByTestId('voucher-today')).toBeNull();
  });

  it('says so, and offers no download, when the period has no vouchers', async () => {
    answer(preview([]));
    show(`/accountingExport?${WEEK}`);
    expect((await screen.findByTestId('screen-empty')).textContent).toBe(
      'Ingen bilag i perioden: det er ikke tatt noen Z-rapport for avdelingen disse dagene.',
    );
    expect(screen.queryByRole('button', { name: 'Last ned' })).toBeNull();
    expect(screen.queryByTestId('voucher-preview')).toBeNull();
  });

  it('warns that today’s Z-report is not taken yet when the period ends today', async () => {
    answer(preview([salesVoucher(1, '2026-11-26')], { fromDate: '2026-11-21', toDate: '2026-11-27', includesToday: true }));
    show('/accountingExport?fromDate=2026-11-21&toDate=2026-11-27');
    expect((await screen.findByTestId('voucher-today')).textContent).toBe(
      'Perioden tar med i dag. Dagens Z-rapport er ikke tatt ennå, så dagens salg kommer først med i en eksport etter dagsoppgjøret.',
    );
    expect(screen.getByTestId('voucher-preview')).toBeTruthy();
  });

  it('warns about today on an empty period too', async () => {
    answer(preview([], { fromDate: '2026-11-27', toDate: '2026-11-27', includesToday: true }));
    show('/accountingExport?fromDate=2026-11-27&toDate=2026-11-27');
    await screen.findByTestId('screen-empty');
    expect(screen.getByTestId('voucher-today')).toBeTruthy();
  });

  it('downloads the period shown in the format chosen, under the server’s file name', async () => {
    answer(preview([salesVoucher(1, '2026-11-16')]));
    show(`/accountingExport?locationId=${SENTRUM.id}&${WEEK}`);
    await screen.findByTestId('voucher-preview');
    expect((screen.getByRole('radio', { name: 'GBAT10 (Tripletex, PowerOffice Go, Visma eAccounting)' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Last ned' }));
    expect((await screen.findByTestId('voucher-downloaded')).textContent).toBe(`Filen «${FILE_NAME}» er lastet ned.`);
    expect(saved).toEqual([FILE_NAME]);
    expect(callsTo('exportVouchers')).toEqual([
      { merchant: 'demo', locationId: SENTRUM.id, fromDate: '2026-11-16', toDate: '2026-11-22', format: 'gbat10' },
    ]);
    expect(fetchMock.mock.calls.find(([input]) => String(input).includes('exportVouchers'))![1]?.headers).toMatchObject({
      Authorization: 'Basic token',
    });

    fireEvent.click(screen.getByRole('radio', { name: 'Excel (xlsx)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Last ned' }));
    await vi.waitFor(() => expect(callsTo('exportVouchers')).toHaveLength(2));
    expect(callsTo('exportVouchers')[1]!.format).toBe('xlsx');
  });

  it('shows the server’s refusal of a download', async () => {
    answer(preview([salesVoucher(1, '2026-11-16')]), () =>
      json({ error: { code: 'FORBIDDEN', message: 'Bare administratorer kan eksportere bilag.' } }, 403),
    );
    show(`/accountingExport?${WEEK}`);
    await screen.findByTestId('voucher-preview');
    fireEvent.click(screen.getByRole('button', { name: 'Last ned' }));
    expect((await screen.findByTestId('voucher-download-error')).textContent).toBe('Bare administratorer kan eksportere bilag.');
    expect(saved).toEqual([]);
  });

  it('says why the preview failed', async () => {
    fetchMock.mockImplementation(async () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500));
    show(`/accountingExport?${WEEK}`);
    expect((await screen.findByTestId('voucher-error')).textContent).toBe('Kunne ikke hente bilagene. Prøv igjen.');
  });
});
