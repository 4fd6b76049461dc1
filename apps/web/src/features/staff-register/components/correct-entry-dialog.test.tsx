// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApiAuth } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { buildEntry, registerDay, SENTRUM } from '../testing/staff-register-data';
import { StaffRegisterView } from './staff-register-view';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
const calls = (path: string) => fetchMock.mock.calls.filter(([input]) => String(input).startsWith(`/api${path}`));
const bodyOf = (call: Parameters<typeof fetch>) => JSON.parse(String(call[1]?.body)) as Record<string, unknown>;

const KARI_OUT = '00000000-0000-4000-8000-0000000000e2';

function answer() {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/staff/getStaffRegister?')) return json(registerDay());
    if (url.startsWith('/api/staff/correctStaffRegisterEntry')) return json(buildEntry({ id: KARI_OUT, action: 'OUT' }));
    return json({ error: { code: 'NOT_FOUND', message: 'Ukjent' } }, 404);
  });
}

async function openDialog() {
  renderWithProviders(<StaffRegisterView merchant="demo" locations={[SENTRUM]} />, { path: '/staffRegister' });
  await screen.findByTestId('register-table');
  fireEvent.click(screen.getByRole('button', { name: 'Korriger ut for Kari Nordmann' }));
  return screen.findByRole('dialog', { name: 'Korriger ut for Kari Nordmann' });
}

const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre korrigering' }));
const reason = (dialog: HTMLElement, text: string) =>
  fireEvent.change(within(dialog).getByRole('textbox', { name: /^Begrunnelse/ }), { target: { value: text } });

describe('Korriger', { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T21:00:00Z'));
    vi.stubGlobal('fetch', fetchMock);
    configureApiAuth({ getToken: () => 'token', onUnauthorized: () => undefined });
    answer();
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('starts from the time in force and requires a reason', async () => {
    const dialog = await openDialog();
    expect(within(dialog).getByTestId('correct-entry-current').textContent).toBe('Gjeldende tidspunkt: 27.11.2026 15:30');
    expect((within(dialog).getByRole('textbox', { name: /^Ny dato/ }) as HTMLInputElement).value).toBe('27.11.2026');
    expect((within(dialog).getByRole('textbox', { name: /^Nytt klokkeslett/ }) as HTMLInputElement).value).toBe('15:30');
    save(dialog);
    expect(await within(dialog).findByText('Skriv hvorfor')).toBeTruthy();
    reason(dialog, '   ');
    save(dialog);
    expect(await within(dialog).findByText('Skriv hvorfor')).toBeTruthy();
    expect(calls('/staff/correctStaffRegisterEntry')).toHaveLength(0);
  });

  it('posts the new date and time with why, and reads the register again', async () => {
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Nytt klokkeslett/ }), { target: { value: '15.45' } });
    reason(dialog, 'Gikk senere enn stemplet');
    save(dialog);
    await waitFor(() => expect(calls('/staff/correctStaffRegisterEntry')).toHaveLength(1));
    expect(bodyOf(calls('/staff/correctStaffRegisterEntry')[0]!)).toEqual({
      merchant: 'demo',
      entryId: KARI_OUT,
      strikeOut: false,
      date: '2026-11-27',
      time: '15:45',
      reason: 'Gikk senere enn stemplet',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Korriger ut for Kari Nordmann' })).toBeNull());
    await waitFor(() => expect(calls('/staff/getStaffRegister')).toHaveLength(2));
  });

  it('strikes the entry out without a date or time', async () => {
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^Stryk registreringen/ }));
    expect((within(dialog).getByRole('textbox', { name: /^Nytt klokkeslett/ }) as HTMLInputElement).disabled).toBe(true);
    reason(dialog, 'Stemplet ut på feil person');
    save(dialog);
    await waitFor(() => expect(calls('/staff/correctStaffRegisterEntry')).toHaveLength(1));
    expect(bodyOf(calls('/staff/correctStaffRegisterEntry')[0]!)).toEqual({
      merchant: 'demo',
      entryId: KARI_OUT,
      strikeOut: true,
      reason: 'Stemplet ut på feil person',
    });
  });
});
