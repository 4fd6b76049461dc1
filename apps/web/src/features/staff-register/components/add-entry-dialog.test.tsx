// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApiAuth } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { buildEmployee, buildEntry, KARI_ID, LOCATION_ID, OLA_ID, registerDay, SENTRUM } from '../testing/staff-register-data';
import { StaffRegisterView } from './staff-register-view';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
const calls = (path: string) => fetchMock.mock.calls.filter(([input]) => String(input).startsWith(`/api${path}`));
const bodyOf = (call: Parameters<typeof fetch>) => JSON.parse(String(call[1]?.body)) as Record<string, unknown>;

const employees = [
  buildEmployee({ userId: KARI_ID, firstname: 'Kari' }),
  buildEmployee({ userId: OLA_ID, firstname: 'Ola', lastname: 'Hansen', status: 'INACTIVE' }),
];

function answer(addAnswer: () => Response = () => json(buildEntry({ id: '00000000-0000-4000-8000-0000000000e9' }))) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/staff/getStaffRegister?')) return json(registerDay());
    if (url.startsWith('/api/user/listEmployees?')) return json(employees);
    if (url.startsWith('/api/staff/addStaffRegisterEntry')) return addAnswer();
    return json({ error: { code: 'NOT_FOUND', message: 'Ukjent' } }, 404);
  });
}

async function openDialog() {
  renderWithProviders(<StaffRegisterView merchant="demo" locations={[SENTRUM]} />, { path: '/staffRegister' });
  await screen.findByTestId('register-table');
  fireEvent.click(screen.getByRole('button', { name: 'Legg til registrering' }));
  const dialog = await screen.findByRole('dialog', { name: 'Legg til registrering' });
  await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Kari Nordmann' })).toBeTruthy());
  return dialog;
}

const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Legg til' }));

describe('Legg til registrering', { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T21:00:00Z'));
    vi.stubGlobal('fetch', fetchMock);
    configureApiAuth({ getToken: () => 'token', onUnauthorized: () => undefined });
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('posts the forgotten clocking with why, closes and reads the register again', async () => {
    answer();
    const dialog = await openDialog();
    expect(within(dialog).getByRole('option', { name: 'Ola Hansen (inaktiv)' })).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /^Dato/ }) as HTMLInputElement).value).toBe('27.11.2026');

    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Ansatt/ }), { target: { value: KARI_ID } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Ut' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Klokkeslett/ }), { target: { value: '7:45' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Begrunnelse/ }), { target: { value: 'Glemte å stemple ut' } });
    submit(dialog);

    await waitFor(() => expect(calls('/staff/addStaffRegisterEntry')).toHaveLength(1));
    expect(bodyOf(calls('/staff/addStaffRegisterEntry')[0]!)).toEqual({
      merchant: 'demo',
      locationId: LOCATION_ID,
      userId: KARI_ID,
      action: 'OUT',
      date: '2026-11-27',
      time: '07:45',
      reason: 'Glemte å stemple ut',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Legg til registrering' })).toBeNull());
    await waitFor(() => expect(calls('/staff/getStaffRegister')).toHaveLength(2));
  });

  it('names every missing field at once and sends nothing', async () => {
    answer();
    const dialog = await openDialog();
    submit(dialog);
    expect(await within(dialog).findByText('Velg hvilken ansatt registreringen gjelder')).toBeTruthy();
    expect(within(dialog).getByText('Velg inn eller ut')).toBeTruthy();
    expect(within(dialog).getByText('Ugyldig klokkeslett: bruk formatet TT:MM')).toBeTruthy();
    expect(within(dialog).getByText('Skriv hvorfor')).toBeTruthy();
    expect(calls('/staff/addStaffRegisterEntry')).toHaveLength(0);
  });

  it('shows the server’s refusal under its field and stays open', async () => {
    answer(() =>
      json(
        { error: { code: 'VALIDATION_FAILED', message: 'Ugyldig forespørsel', fields: { time: 'Tidspunktet kan ikke være fram i tid.' } } },
        400,
      ),
    );
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Ansatt/ }), { target: { value: KARI_ID } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Inn' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Klokkeslett/ }), { target: { value: '23:30' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Begrunnelse/ }), { target: { value: 'Glemte å stemple inn' } });
    submit(dialog);
    expect(await within(dialog).findByText('Tidspunktet kan ikke være fram i tid.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Legg til registrering' })).toBeTruthy();
  });
});
