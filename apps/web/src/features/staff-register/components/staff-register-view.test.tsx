// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffRegisterDay } from '@bakrom/shared/schemas/staff-register';
import { configureApiAuth } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { GRUNERLOKKA, LOCATION_ID, registerDay, SENTRUM, staffHours } from '../testing/staff-register-data';
import { StaffRegisterView } from './staff-register-view';

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

function answer(day: StaffRegisterDay) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/staff/getStaffRegister?'))
      return json({ ...day, date: new URL(url, 'http://localhost').searchParams.get('date') });
    if (url.startsWith('/api/staff/getStaffHours?')) return json(staffHours());
    if (url.startsWith('/api/staff/pdf/staffRegister?')) {
      return new Response('%PDF-1.7', {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="Personalliste_Sentrum_2026-11-27.pdf"',
        },
      });
    }
    return json({ error: { code: 'NOT_FOUND', message: 'Ukjent' } }, 404);
  });
}

function show(locations = [SENTRUM], path = '/staffRegister') {
  renderWithProviders(<StaffRegisterView merchant="demo" locations={locations} />, { path });
}

const cellTexts = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

describe('/staffRegister', { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Friday 27 November 2026, 22:00 in Oslo.
    vi.setSystemTime(new Date('2026-11-27T21:00:00Z'));
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
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    saved.length = 0;
  });

  it('shows today’s register of the location: who is at work, the shifts with their corrections and struck-out entries, the hours', async () => {
    answer(registerDay());
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Personalliste' })).toBeTruthy();
    expect(screen.queryByTestId('location-select')).toBeNull();
    expect((screen.getByRole('textbox', { name: /^Dato/ }) as HTMLInputElement).value).toBe('27.11.2026');
    const table = await screen.findByTestId('register-table');
    expect(callsTo('getStaffRegister')).toEqual([{ merchant: 'demo', locationId: LOCATION_ID, date: '2026-11-27' }]);

    expect(screen.getByRole('heading', { level: 2, name: 'På jobb nå' })).toBeTruthy();
    expect(screen.getByTestId('at-work-person').textContent).toBe('Ola Hansen Inn kl. 10:15');
    expect(screen.getByRole('heading', { level: 2, name: 'Registreringer 27.11.2026' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Registreringer 27.11.2026' })).toBeTruthy();

    const headers = [...table.querySelectorAll('th')].map((cell) => cell.textContent);
    expect(headers).toEqual(['Navn', 'Identitet', 'Inn', 'Ut', 'Timer', 'Registrert av']);
    const [kari, ola, per] = within(table).getAllByTestId('register-row');

    // Clocked at the till; the clock-out corrected: the time in force, the recorded one struck through, the correction.
    const [, , kariIn, kariOut] = [...kari!.querySelectorAll('td')];
    expect(cellTexts(kari!)[0]).toBe('Kari Nordmann');
    expect(cellTexts(kari!)[1]).toBe('*******3236');
    expect(within(kariIn!).getByTestId('entry-time').textContent).toBe('08:00');
    expect(within(kariOut!).getByTestId('entry-time').textContent).toBe('15:30');
    expect(within(kariOut!).getByTestId('entry-recorded').querySelector('s')?.textContent).toBe('20:58');
    expect(within(kariOut!).getByTestId('entry-correction').textContent).toBe(
      'Korrigert av Lise Leder 27.11.2026 21:05: Glemte å stemple ut',
    );
    expect(cellTexts(kari!)[4]).toBe('7,50');
    expect(cellTexts(kari!)[5]).toBe('Kasse 1');

    // Added in the back office, still at work.
    expect(cellTexts(ola!)[1]).toBe('K-17');
    expect(within(ola!).getByTestId('entry-added').textContent).toBe('Lagt til av Lise Leder: Kassen var nede');
    expect(cellTexts(ola!)[3]).toBe('Ikke stemplet ut');
    expect(cellTexts(ola!)[4]).toBe('');

    // Struck out: shown struck through, counted nowhere.
    expect(cellTexts(per!)[1]).toBe('Ikke satt');
    const perTime = within(per!).getByTestId('entry-time');
    expect(perTime.tagName).toBe('S');
    expect(perTime.textContent).toBe('12:00');
    expect(within(per!).getByText('Strøket')).toBeTruthy();
    expect(within(per!).getByTestId('entry-correction').textContent).toBe(
      'Korrigert av Lise Leder 27.11.2026 12:10: Stemplet inn ved en feil',
    );
    expect(within(per!).queryByText('Ikke stemplet ut')).toBeNull();

    expect(screen.getByTestId('register-total').textContent).toBe('Sum timer: 7,50');
    expect(screen.getByRole('button', { name: 'Korriger inn for Kari Nordmann' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Korriger ut for Kari Nordmann' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Korriger inn for Per Olsen' })).toBeTruthy();
  });

  it('says so when nobody is at work and the day has no entries', async () => {
    answer(registerDay({ atWork: [], shifts: [], totalHours: 0 }));
    show();
    expect(await screen.findByText('Ingen registreringer denne dagen.')).toBeTruthy();
    expect(screen.getByText('Ingen er stemplet inn nå.')).toBeTruthy();
    expect(screen.queryByTestId('register-table')).toBeNull();
  });

  it('says so when the register cannot be read', async () => {
    fetchMock.mockResolvedValue(json({ error: { code: 'INTERNAL', message: 'Feil' } }, 500));
    show();
    expect((await screen.findByTestId('staff-register-error')).textContent).toBe('Kunne ikke hente personallisten. Prøv igjen.');
  });

  it('reads the location and day chosen, and prints the PDF of them', async () => {
    answer(registerDay());
    show([SENTRUM, GRUNERLOKKA], `/staffRegister?locationId=${GRUNERLOKKA.id}&date=2026-11-20`);
    expect(screen.getByTestId('location-select')).toBeTruthy();
    await screen.findByTestId('register-table');
    expect(callsTo('getStaffRegister')).toEqual([{ merchant: 'demo', locationId: GRUNERLOKKA.id, date: '2026-11-20' }]);
    expect(screen.getByRole('heading', { level: 2, name: 'Registreringer 20.11.2026' })).toBeTruthy();

    fireEvent.input(screen.getByRole('textbox', { name: /^Dato/ }), { target: { value: '26.11.2026' } });
    await screen.findByRole('heading', { level: 2, name: 'Registreringer 26.11.2026' });
    expect(callsTo('getStaffRegister').at(-1)).toEqual({ merchant: 'demo', locationId: GRUNERLOKKA.id, date: '2026-11-26' });

    fireEvent.click(screen.getByRole('button', { name: 'Skriv ut personalliste' }));
    await waitFor(() => expect(saved).toEqual(['Personalliste_Sentrum_2026-11-27.pdf']));
    expect(callsTo('pdf/staffRegister')).toEqual([{ merchant: 'demo', locationId: GRUNERLOKKA.id, date: '2026-11-26' }]);
  });

  it("shows the hours per employee of this month so far at the screen's location, below the day's register", async () => {
    answer(registerDay());
    show([SENTRUM, GRUNERLOKKA], `/staffRegister?locationId=${GRUNERLOKKA.id}`);
    const hours = await screen.findByRole('table', { name: 'Timer per ansatt' });
    expect(callsTo('getStaffHours')).toEqual([
      { merchant: 'demo', locationId: GRUNERLOKKA.id, fromDate: '2026-11-01', toDate: '2026-11-27' },
    ]);
    // Below the day's register, and headings in order: the page's, then the sections'.
    const register = await screen.findByTestId('register-table');
    expect(register.compareDocumentPosition(hours) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`)).toEqual([
      'H1 Personalliste',
      'H2 På jobb nå',
      'H2 Registreringer 27.11.2026',
      'H2 Timer per ansatt',
    ]);
  });
});
