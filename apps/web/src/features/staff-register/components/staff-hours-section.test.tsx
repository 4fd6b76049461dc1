// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { staffHoursSchema, type StaffHours } from '@bakrom/shared/schemas/staff-register';
import { configureApiAuth } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { LOCATION_ID, staffHours, staffHoursWithoutCost } from '../testing/staff-register-data';
import { StaffHoursSection } from './staff-hours-section';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
const saved: string[] = [];

/** The queries of the calls made to an endpoint so far. */
function callsTo(path: string): Record<string, string>[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `/api/staff/${path}`)
    .map((url) => Object.fromEntries(url.searchParams));
}

const sheet = (name: string, type: string) =>
  new Response('Navn;Identitet', {
    status: 200,
    headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"` },
  });

/** The hours answer (or a refusal), and the two files of the period. */
function answer(hours: StaffHours | Response) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/staff/getStaffHours?')) return hours instanceof Response ? hours.clone() : json(hours);
    if (url.startsWith('/api/staff/csv/staffRegister?')) return sheet('Personalliste_Sentrum_2026-11-01_2026-11-27.csv', 'text/csv');
    if (url.startsWith('/api/staff/xlsx/staffRegister?')) {
      return sheet('Personalliste_Sentrum_2026-11-01_2026-11-27.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    }
    return json({ error: { code: 'NOT_FOUND', message: 'Ukjent' } }, 404);
  });
}

/** At Sentrum unless told otherwise; `null` for no location yet. */
function show(path = '/staffRegister', locationId: string | null = LOCATION_ID) {
  renderWithProviders(<StaffHoursSection merchant="demo" locationId={locationId ?? undefined} today="2026-11-27" />, { path });
}

/** Rows of the table as the text of their cells (header cells included), spaces as typed. */
function rows(table: HTMLElement, part: 'thead' | 'tbody' | 'tfoot'): string[][] {
  return [...table.querySelectorAll(`${part} tr`)].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').replace(/\u00a0/g, ' ')),
  );
}

const PERIOD = { merchant: 'demo', locationId: LOCATION_ID, fromDate: '2026-11-01', toDate: '2026-11-27' };

describe("/staffRegister 'Timer per ansatt'", { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configureApiAuth({ getToken: () => 'token', onUnauthorized: () => undefined });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:personalliste');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    saved.length = 0;
  });

  it('builds test data the API could answer', () => {
    for (const hours of [staffHours(), staffHoursWithoutCost()]) expect(staffHoursSchema.strict().parse(hours)).toEqual(hours);
  });

  it("shows this month so far with every employee's hours and cost for an ADMIN, and the total row", async () => {
    answer(staffHours());
    show();
    expect(screen.getByRole('heading', { level: 2, name: 'Timer per ansatt' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Fra dato/ }) as HTMLInputElement).value).toBe('01.11.2026');
    expect((screen.getByRole('textbox', { name: /^Til dato/ }) as HTMLInputElement).value).toBe('27.11.2026');
    expect(screen.getByRole('button', { name: 'Denne måneden' }).getAttribute('aria-pressed')).toBe('true');

    const table = await screen.findByRole('table', { name: 'Timer per ansatt' });
    expect(callsTo('getStaffHours')).toEqual([PERIOD]);
    expect(screen.getByRole('region', { name: 'Timer per ansatt' })).toBeTruthy();
    expect(rows(table, 'thead')).toEqual([['Navn', 'Identitet', 'Vakter', 'Timer', 'Åpne vakter', 'Timekostnad', 'Lønnskostnad']]);
    expect(rows(table, 'tbody')).toEqual([
      ['Kari Nordmann', '*******3236', '12', '90,50', '0', '250,00 kr', '22 625,00 kr'],
      ['Ola Hansen', 'K-17', '6', '37,25', '1', 'Ikke satt', ''],
      ['Per Olsen', 'Ikke satt', '1', '4,00', '0', '180,50 kr', '722,00 kr'],
    ]);
    expect(rows(table, 'tfoot')).toEqual([['Sum', '', '19', '131,75', '1', '', '23 347,00 kr']]);
    // Every row is named by its employee for a screen reader moving along a column.
    expect(within(table).getByRole('rowheader', { name: 'Sum' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Ola Hansen' })).toBeTruthy();
  });

  it('leaves out the cost columns for a MANAGER, whose answer carries no cost', async () => {
    answer(staffHoursWithoutCost());
    show();
    const table = await screen.findByRole('table', { name: 'Timer per ansatt' });
    expect(rows(table, 'thead')).toEqual([['Navn', 'Identitet', 'Vakter', 'Timer', 'Åpne vakter']]);
    expect(rows(table, 'tbody')[0]).toEqual(['Kari Nordmann', '*******3236', '12', '90,50', '0']);
    expect(rows(table, 'tfoot')).toEqual([['Sum', '', '19', '131,75', '1']]);
    expect(screen.queryByText('Timekostnad')).toBeNull();
    expect(screen.queryByText(/kr$/)).toBeNull();
  });

  it('says so when nobody worked in the period', async () => {
    answer(staffHours({ employees: [], totalHours: 0, totalLabourCost: 0 }));
    show();
    expect(await screen.findByText('Ingen vakter i perioden.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks for the period chosen by a preset or typed, kept in the link', async () => {
    answer(staffHours());
    show(`/staffRegister?locationId=${LOCATION_ID}&fromDate=2026-10-05&toDate=2026-10-20`);
    await screen.findByRole('table');
    expect(callsTo('getStaffHours')).toEqual([{ ...PERIOD, fromDate: '2026-10-05', toDate: '2026-10-20' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Forrige måned' }));
    await waitFor(() => expect(callsTo('getStaffHours').at(-1)).toEqual({ ...PERIOD, fromDate: '2026-10-01', toDate: '2026-10-31' }));
    expect(screen.getByRole('button', { name: 'Forrige måned' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.input(screen.getByRole('textbox', { name: /^Fra dato/ }), { target: { value: '15.10.2026' } });
    await waitFor(() => expect(callsTo('getStaffHours').at(-1)).toEqual({ ...PERIOD, fromDate: '2026-10-15', toDate: '2026-10-31' }));
  });

  it("shows the server's message when it refuses the period", async () => {
    const message = 'Sjekk feltet «til dato»: Velg en periode på høyst 400 dager';
    answer(json({ error: { code: 'VALIDATION_FAILED', message, fields: { toDate: 'Velg en periode på høyst 400 dager' } } }, 400));
    show(`/staffRegister?fromDate=2025-01-01&toDate=2026-11-27`);
    expect((await screen.findByTestId('staff-hours-error')).textContent).toBe(message);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('downloads the period’s register as CSV and as Excel, saved under the server’s names', async () => {
    answer(staffHours());
    show();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Last ned CSV' }));
    await waitFor(() => expect(saved).toEqual(['Personalliste_Sentrum_2026-11-01_2026-11-27.csv']));
    expect(callsTo('csv/staffRegister')).toEqual([PERIOD]);

    fireEvent.click(screen.getByRole('button', { name: 'Last ned Excel' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toBe('Personalliste_Sentrum_2026-11-01_2026-11-27.xlsx');
    expect(callsTo('xlsx/staffRegister')).toEqual([PERIOD]);
    expect(screen.queryByTestId('staff-hours-download-error')).toBeNull();
  });

  it('says why a download was refused', async () => {
    answer(staffHours());
    show();
    await screen.findByRole('table');
    fetchMock.mockResolvedValueOnce(
      json(
        { error: { code: 'VALIDATION_FAILED', message: 'Sjekk feltet', fields: { toDate: 'Velg en periode på høyst 400 dager' } } },
        400,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Last ned Excel' }));
    expect((await screen.findByTestId('staff-hours-download-error')).textContent).toBe('Velg en periode på høyst 400 dager');
    expect(saved).toEqual([]);
  });

  it('asks for nothing and offers no download before there is a location', () => {
    answer(staffHours());
    show('/staffRegister', null);
    expect(fetchMock).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Last ned CSV' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Last ned Excel' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
