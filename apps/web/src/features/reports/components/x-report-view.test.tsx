// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Terminal, XReport, ZReport } from '@bakrom/shared/schemas/reports';
import { renderWithProviders } from '@/testing/render';
import { catchSavedFiles, expectEveryFormat, fileButtonName, fileRequests, fileResponse, isReportFile } from '../testing/downloads';
import { gui, kiosk, LOCATION_ID, pos, webshop, xReport, zReport } from '../testing/report-data';
import { XReportView } from './x-report-view';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
const calls = (part: string) => fetchMock.mock.calls.filter(([input]) => String(input).includes(part));

interface World {
  terminals: Terminal[];
  xReports: XReport[];
  settle: () => Promise<Response>;
  file: () => Promise<Response>;
}
let world: World;

function serve() {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/report/getDataForReportGui')) return json(gui);
    if (url.includes('/terminal/getTerminalsForLocation')) return json(world.terminals);
    if (url.includes('/report/getXReport')) return json(world.xReports.length > 1 ? world.xReports.shift() : world.xReports[0]);
    if (url.includes('/report/createZReport')) return world.settle();
    if (isReportFile(url)) return world.file();
    return json({ error: { code: 'NOT_FOUND', message: 'Ukjent' } }, 404);
  });
}

const shownPath = (terminal = pos) => `/x-report?locationId=${LOCATION_ID}&terminalId=${terminal.id}`;
const settleButton = () => screen.findByRole('button', { name: 'Ta dagens oppgjør for Kasse 1' });
const dialog = async () => within(await screen.findByRole('dialog'));

describe('/x-report', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    world = {
      terminals: [pos, kiosk, webshop],
      xReports: [xReport()],
      settle: async () => json(zReport()),
      file: async () => fileResponse(),
    };
    serve();
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
  });

  it("shows the report of the first terminal after 'Vis X-rapport', and puts the choice in the URL", async () => {
    renderWithProviders(<XReportView merchant="demo" />, { path: '/x-report' });
    const show = await screen.findByRole('button', { name: 'Vis X-rapport' });
    await waitFor(() => expect((show as HTMLButtonElement).disabled).toBe(false));
    expect(calls('/report/getXReport')).toHaveLength(0);
    fireEvent.click(show);
    expect(await screen.findByTestId('x-report')).toBeTruthy();
    expect(String(calls('/report/getXReport')[0]![0])).toContain(`terminalId=${pos.id}`);
    expect(screen.getByTestId('report-terminal-name').textContent).toBe('Kasse 1 (POS-SEN-1)');
    // § 2-8-2: the system's serial number in the header, the payment lines and the operators below.
    expect(screen.getByTestId('report-system-id').textContent).toBe('SN-1');
    expect(within(screen.getByTestId('report-payment-lines')).getByRole('row', { name: /^BankAxept 12002/ })).toBeTruthy();
    expect(within(screen.getByTestId('report-operators')).getByRole('row', { name: /^Ingrid/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last ned X-rapport som PDF' })).toBeTruthy();
  });

  it('says so when the location has no terminals, and offers nothing to show', async () => {
    world.terminals = [];
    renderWithProviders(<XReportView merchant="demo" />, { path: '/x-report' });
    expect(await screen.findByText('Ingen kassepunkt er satt opp for denne avdelingen.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Vis X-rapport' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the empty text and no settlement button when nothing was sold since the last settlement', async () => {
    world.xReports = [xReport({ empty: true })];
    renderWithProviders(<XReportView merchant="demo" />, { path: shownPath() });
    expect(await screen.findByText('Ingen omsetning fra dette kassepunktet siden forrige oppgjør.')).toBeTruthy();
    expect(screen.queryByTestId('settle-button')).toBeNull();
  });

  it('notes that a kiosk is settled automatically at the end of the day, and names the webshop in the button', async () => {
    world.xReports = [xReport({ terminal: kiosk })];
    renderWithProviders(<XReportView merchant="demo" />, { path: shownPath(kiosk) });
    expect(await screen.findByTestId('automatic-settlement-note')).toBeTruthy();
    cleanup();
    world.xReports = [xReport({ terminal: webshop })];
    renderWithProviders(<XReportView merchant="demo" />, { path: shownPath(webshop) });
    expect(await screen.findByRole('button', { name: 'Ta dagens oppgjør for nettbutikken' })).toBeTruthy();
  });

  it('notes a till only when the merchant has the tills settled automatically too', async () => {
    renderWithProviders(<XReportView merchant="demo" />, { path: shownPath() });
    expect(await screen.findByTestId('x-report')).toBeTruthy();
    expect(screen.queryByTestId('automatic-settlement-note')).toBeNull();
    cleanup();
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/report/getDataForReportGui')
        ? json({ ...gui, merchant: { ...gui.merchant, autoSettleTills: true } })
        : String(input).includes('/terminal/getTerminalsForLocation')
          ? json(world.terminals)
          : json(world.xReports[0]),
    );
    renderWithProviders(<XReportView merchant="demo" />, { path: shownPath() });
    expect((await screen.findByTestId('automatic-settlement-note')).textContent).toBe(
      'Dagsoppgjør for kassene tas automatisk ved slutten av dagen hvis det ikke er tatt manuelt (valgt under Innstillinger).',
    );
  });

  it('settles once after the confirmation, spins meanwhile, then says the number and reloads the X-report', async () => {
    let answer: (response: Response) => void = () => undefined;
    world.settle = () => new Promise((resolve) => (answer = resolve));
    world.xReports = [xReport(), xReport({ empty: true })];
    renderWithProviders(<XReportView merchant="demo" />, { path: shownPath() });

    fireEvent.click(await settleButton());
    expect((await dialog()).getByText('Vil du generere oppgjørsrapport for dette kassepunktet?')).toBeTruthy();
    fireEvent.click((await dialog()).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('/report/createZReport')).toHaveLength(0);

    fireEvent.click(await settleButton());
    const yes = (await dialog()).getByRole('button', { name: 'Ja' });
    fireEvent.click(yes);
    fireEvent.click(yes);
    await waitFor(() => expect(yes.hasAttribute('data-loading') || (yes as HTMLButtonElement).disabled).toBe(true));
    expect(calls('/report/createZReport')).toHaveLength(1);
    expect(calls('/report/createZReport')[0]![1]?.method).toBe('POST');

    answer(json(zReport({ nr: 42 } satisfies Partial<ZReport>)));
    expect(await screen.findByText('Oppgjør nr 42 er tatt.')).toBeTruthy();
    expect(await screen.findByText('Ingen omsetning fra dette kassepunktet siden forrige oppgjør.')).toBeTruthy();
    expect(calls('/report/getXReport').length).toBeGreaterThanOrEqual(2);
    expect(calls('/report/createZReport')).toHaveLength(1);
  });

  it("shows the server's message when there was nothing to settle (409)", async () => {
    world.settle = async () =>
      json({ error: { code: 'NOTHING_TO_SETTLE', message: 'Ingen omsetning fra dette kassepunktet siden forrige oppgjør.' } }, 409);
    renderWithProviders(<XReportView merchant="demo" />, { path: shownPath() });
    fireEvent.click(await settleButton());
    fireEvent.click((await dialog()).getByRole('button', { name: 'Ja' }));
    const notice = await screen.findByTestId('settle-nothing');
    expect(notice.textContent).toContain('Ingen omsetning fra dette kassepunktet siden forrige oppgjør.');
    expect(screen.queryByTestId('settle-done')).toBeNull();
  });

  it('never lets a failed settlement look taken', async () => {
    world.settle = async () => json({ error: { code: 'INTERNAL', message: 'Noe gikk galt' } }, 500);
    renderWithProviders(<XReportView merchant="demo" />, { path: shownPath() });
    fireEvent.click(await settleButton());
    fireEvent.click((await dialog()).getByRole('button', { name: 'Ja' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Oppgjøret ble ikke tatt. Prøv igjen.');
    expect(screen.queryByText(/Oppgjør nr/)).toBeNull();
    expect(await settleButton()).toBeTruthy();
  });

  it("offers the shown terminal's figures as PDF, CSV and Excel, each from its own route with the report's query", async () => {
    const saved = catchSavedFiles();
    renderWithProviders(<XReportView merchant="demo" />, { path: shownPath() });
    expect(await screen.findByTestId('x-report')).toBeTruthy();
    await expectEveryFormat({
      fetchMock,
      saved,
      title: 'X-rapport',
      report: 'xReport',
      query: { merchant: 'demo', locationId: LOCATION_ID, terminalId: pos.id },
      fileStem: 'X-rapport',
    });
  });

  it('spins the running download and holds the other buttons, still focusable, until the file is saved', async () => {
    const saved = catchSavedFiles();
    let answer: (response: Response) => void = () => undefined;
    world.file = () => new Promise((resolve) => (answer = resolve));
    renderWithProviders(<XReportView merchant="demo" />, { path: shownPath() });
    const csv = await screen.findByRole('button', { name: fileButtonName('X-rapport', 'csv') });
    const pdf = screen.getByRole('button', { name: fileButtonName('X-rapport', 'pdf') });
    const xlsx = screen.getByRole('button', { name: fileButtonName('X-rapport', 'xlsx') });

    csv.focus();
    fireEvent.click(csv);
    await waitFor(() => expect(csv.getAttribute('aria-busy')).toBe('true'));
    for (const button of [pdf, xlsx]) expect(button.getAttribute('aria-disabled')).toBe('true');
    // Held, not disabled: the keyboard's focus stays on the button.
    expect((csv as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(csv);
    fireEvent.click(xlsx);
    fireEvent.click(csv);
    expect(fileRequests(fetchMock)).toHaveLength(1);

    answer(fileResponse());
    await waitFor(() => expect(saved).toEqual(['X-rapport.csv']));
    await waitFor(() => expect(csv.hasAttribute('aria-busy')).toBe(false));
    for (const button of [pdf, xlsx]) expect(button.hasAttribute('aria-disabled')).toBe(false);
  });

  it('says which file could not be downloaded, and clears the message when a download succeeds', async () => {
    const saved = catchSavedFiles();
    world.file = async () => json({ error: { code: 'INTERNAL', message: 'Noe gikk galt' } }, 500);
    renderWithProviders(<XReportView merchant="demo" />, { path: shownPath() });
    fireEvent.click(await screen.findByRole('button', { name: fileButtonName('X-rapport', 'xlsx') }));
    const alert = await screen.findByTestId('report-download-failed');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe('Kunne ikke laste ned X-rapport som Excel. Prøv igjen.');
    expect(saved).toEqual([]);

    world.file = async () => fileResponse();
    fireEvent.click(screen.getByRole('button', { name: fileButtonName('X-rapport', 'xlsx') }));
    await waitFor(() => expect(saved).toEqual(['X-rapport.xlsx']));
    await waitFor(() => expect(screen.queryByTestId('report-download-failed')).toBeNull());
  });
});
