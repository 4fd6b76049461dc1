// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Employee } from '@bakrom/shared/schemas/staff';
import { renderWithProviders } from '@/testing/render';
import { buildUser } from '@/testing/users';
import { EmployeeForm } from './employee-form';

function text(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
const calls = (part: string) => fetchMock.mock.calls.filter(([input]) => String(input).includes(part));
const bodyOf = (call: Parameters<typeof fetch>) => JSON.parse(String(call[1]?.body)) as Record<string, unknown>;

const TAKEN = '2468';
const employee: Employee = {
  userId: '7a1e4a39-6d55-4d8b-9a55-7b9c7d0f8e21',
  type: 'user',
  merchant: 'demo',
  firstname: 'Lars',
  lastname: 'Bakken',
  userRole: 'MANAGER',
  username: 'demo.manager',
  pincode: '1357',
  email: 'lars@example.no',
  phone: '92345678',
  status: 'ACTIVE',
  identityKind: null,
  nationalIdMasked: '',
  identityCode: '',
  hourlyCost: null,
  updatedDateTime: '2026-11-25T10:00:00.000Z',
};

const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(field(testId), { target: { value } });
const save = () => screen.getByRole('button', { name: 'Lagre' }) as HTMLButtonElement;

function fillValid() {
  type('employee-firstname', 'Kari');
  type('employee-lastname', 'Kokk');
  fireEvent.change(screen.getByTestId('employee-role'), { target: { value: 'MANAGER' } });
  type('employee-username', 'Kari.Kokk');
  type('employee-password', 'kokken-123');
  type('employee-repeat-password', 'kokken-123');
  type('employee-pincode', '8642');
  type('employee-email', 'kari@example.no');
  type('employee-phone', '41234567');
}

describe('employee form', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes('/user/checkUserPincode')) return text(JSON.parse(String(init?.body)).pincode === TAKEN ? 'TRUE' : 'FALSE');
      if (url.includes('/user/createUser') || url.includes('/user/editUser')) return json(employee);
      return json({ error: { code: 'NOT_FOUND', message: 'Ukjent' } }, 404);
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('offers Admin to a super admin only', () => {
    renderWithProviders(<EmployeeForm user={buildUser({ userRole: 'ADMIN', isSuperAdmin: false })} />);
    expect(screen.queryByRole('option', { name: 'Administrator' })).toBeNull();
    cleanup();
    renderWithProviders(<EmployeeForm user={buildUser({ userRole: 'SUPER_ADMIN', isSuperAdmin: true })} />);
    expect(screen.getByRole('option', { name: 'Administrator' })).toBeTruthy();
  });

  it('enables Lagre only when every rule holds, with the spec’s hints', async () => {
    renderWithProviders(<EmployeeForm user={buildUser({ userRole: 'ADMIN' })} />);
    expect(save().disabled).toBe(true);
    fillValid();
    await waitFor(() => expect(save().disabled).toBe(false));

    type('employee-repeat-password', 'kokken-12');
    expect(screen.getByText('(Passordene er ikke like)')).toBeTruthy();
    expect(save().disabled).toBe(true);
    type('employee-repeat-password', 'kokken-123');

    type('employee-email', 'kari');
    expect(screen.getByText('(Ugyldig epost)')).toBeTruthy();
    expect(save().disabled).toBe(true);
    type('employee-email', 'kari@example.no');

    type('employee-pincode', TAKEN);
    expect(await screen.findByText('(Pin-koden er allerede i bruk)')).toBeTruthy();
    expect(save().disabled).toBe(true);
  });

  it('names every error of the schema on the first press of Lagre', async () => {
    renderWithProviders(<EmployeeForm user={buildUser({ userRole: 'ADMIN' })} />);
    fillValid();
    type('employee-firstname', 'K'.repeat(101));
    type('employee-username', 'kari kokk');
    type('employee-phone', '4'.repeat(31));
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    expect(await screen.findByText('Fornavnet kan ha høyst 100 tegn')).toBeTruthy();
    expect(screen.getByText('Brukernavnet kan ikke inneholde mellomrom')).toBeTruthy();
    expect(screen.getByText('Telefonnummeret kan ha høyst 30 tegn')).toBeTruthy();
    expect(calls('/user/createUser')).toHaveLength(0);
  });

  it('offers the password fields only where the server lets them be set', () => {
    // An ADMIN sets a MANAGER's password.
    renderWithProviders(<EmployeeForm user={buildUser({ userRole: 'ADMIN' })} employee={employee} />);
    expect(screen.getByTestId('employee-password')).toBeTruthy();
    cleanup();
    // A MANAGER does not set another MANAGER's.
    renderWithProviders(<EmployeeForm user={buildUser({ userRole: 'MANAGER', userId: 'another' })} employee={employee} />);
    expect(screen.queryByTestId('employee-password')).toBeNull();
    expect(screen.getByTestId('employee-password-note').textContent).toContain('bare settes av en rolle over');
    cleanup();
    // One's own is changed on Min profil, with the current one.
    renderWithProviders(<EmployeeForm user={buildUser({ userRole: 'ADMIN', userId: employee.userId })} employee={employee} />);
    expect(screen.queryByTestId('employee-password')).toBeNull();
    expect(screen.getByTestId('employee-password-note').textContent).toContain('Min profil');
  });

  it('cuts the pincode to four characters and asks the server only at four digits', async () => {
    renderWithProviders(<EmployeeForm user={buildUser({ userRole: 'ADMIN' })} />);
    type('employee-pincode', '12');
    type('employee-pincode', '86420');
    expect(field('employee-pincode').value).toBe('8642');
    await waitFor(() => expect(calls('/user/checkUserPincode')).toHaveLength(1));
    expect(bodyOf(calls('/user/checkUserPincode')[0]!)).toMatchObject({ pincode: '8642' });
  });

  it('sends the employee with the username lower-cased', async () => {
    renderWithProviders(<EmployeeForm user={buildUser({ userRole: 'ADMIN', merchant: 'demo' })} />);
    fillValid();
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    await waitFor(() => expect(calls('/user/createUser')).toHaveLength(1));
    expect(bodyOf(calls('/user/createUser')[0]!)).toEqual({
      merchant: 'demo',
      user: {
        type: 'user',
        merchant: 'demo',
        firstname: 'Kari',
        lastname: 'Kokk',
        userRole: 'MANAGER',
        username: 'kari.kokk',
        userPassword: 'kokken-123',
        pincode: '8642',
        email: 'kari@example.no',
        phone: '41234567',
        identityKind: null,
        hourlyCost: null,
      },
    });
  });

  it('sends the identity and the hourly cost in øre for an ADMIN', async () => {
    renderWithProviders(<EmployeeForm user={buildUser({ userRole: 'ADMIN', merchant: 'demo' })} />);
    fillValid();
    expect(screen.getByRole('heading', { level: 2, name: 'Personalliste' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Ikke satt' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText(/Fødselsnummer \/ D-nummer/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Fødselsnummer eller D-nummer' }));
    type('employee-national-id', '150285 43236');
    type('employee-hourly-cost', '245,50');
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    await waitFor(() => expect(calls('/user/createUser')).toHaveLength(1));
    const { user } = bodyOf(calls('/user/createUser')[0]!) as { user: Record<string, unknown> };
    expect(user).toMatchObject({ identityKind: 'NATIONAL_ID', nationalId: '15028543236', hourlyCost: 24_550 });
    expect(user).not.toHaveProperty('identityCode');
  });

  it('refuses a national identity number that fails its check digits, under its field', async () => {
    renderWithProviders(<EmployeeForm user={buildUser({ userRole: 'ADMIN' })} />);
    fillValid();
    fireEvent.click(screen.getByRole('radio', { name: 'Fødselsnummer eller D-nummer' }));
    type('employee-national-id', '15028543237');
    type('employee-hourly-cost', '12,345');
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    expect(await screen.findByText('Fødselsnummeret er ikke gyldig (kontrollsifrene stemmer ikke)')).toBeTruthy();
    expect(screen.getByText('Timekostnaden må være et beløp fra 0 til 100 000 kr')).toBeTruthy();
    expect(calls('/user/createUser')).toHaveLength(0);
  });

  it('shows a MANAGER no hourly cost and sends none; a code is sent as the identity', async () => {
    const coded: Employee = { ...employee, hourlyCost: null, identityKind: null };
    renderWithProviders(<EmployeeForm user={buildUser({ userRole: 'MANAGER', userId: 'another' })} employee={coded} />);
    expect(screen.queryByTestId('employee-hourly-cost')).toBeNull();
    expect(screen.queryByText('Timekostnad (kr)')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Kode (nøkkelliste hos bedriften)' }));
    type('employee-identity-code', 'K-17');
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    await waitFor(() => expect(calls('/user/editUser')).toHaveLength(1));
    const { user } = bodyOf(calls('/user/editUser')[0]!) as { user: Record<string, unknown> };
    expect(user).toMatchObject({ identityKind: 'CODE', identityCode: 'K-17' });
    expect(user).not.toHaveProperty('hourlyCost');
    expect(user).not.toHaveProperty('nationalId');
  });

  it('keeps a stored national identity number when its field is left empty, and shows it whole to an ADMIN on request', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/user/checkUserPincode')) return text('FALSE');
      if (url.includes('/user/revealNationalId')) return json({ nationalId: '15028543236' });
      if (url.includes('/user/editUser')) return json(employee);
      return json({ error: { code: 'NOT_FOUND', message: 'Ukjent' } }, 404);
    });
    const stored: Employee = { ...employee, identityKind: 'NATIONAL_ID', nationalIdMasked: '*******3236', hourlyCost: 23_000 };
    renderWithProviders(<EmployeeForm user={buildUser({ userRole: 'ADMIN' })} employee={stored} />);
    expect(field('employee-national-id').value).toBe('');
    expect(screen.getByText('Lagret: *******3236. La feltet stå tomt for å beholde det.')).toBeTruthy();
    expect(field('employee-hourly-cost').value).toBe('230');
    fireEvent.click(screen.getByRole('button', { name: 'Vis fødselsnummer' }));
    expect((await screen.findByTestId('employee-national-id-revealed')).textContent).toBe('Fødselsnummer: 15028543236');
    const [reveal] = calls('/user/revealNationalId');
    expect(new URL(String(reveal![0]), 'http://localhost').searchParams.get('userId')).toBe(employee.userId);
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    await waitFor(() => expect(calls('/user/editUser')).toHaveLength(1));
    expect(bodyOf(calls('/user/editUser')[0]!)).toMatchObject({
      user: { identityKind: 'NATIONAL_ID', nationalId: '', hourlyCost: 23_000 },
    });
  });

  it('offers a MANAGER no reveal of a stored national identity number', () => {
    const stored: Employee = { ...employee, identityKind: 'NATIONAL_ID', nationalIdMasked: '*******3236' };
    renderWithProviders(<EmployeeForm user={buildUser({ userRole: 'MANAGER', userId: 'another' })} employee={stored} />);
    expect(screen.getByText('Lagret: *******3236. La feltet stå tomt for å beholde det.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Vis fødselsnummer' })).toBeNull();
  });

  it('asks for the national identity number when it is chosen on edit and none is stored', async () => {
    renderWithProviders(<EmployeeForm user={buildUser({ userRole: 'ADMIN' })} employee={employee} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Fødselsnummer eller D-nummer' }));
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    expect(await screen.findByText('Fødselsnummer eller D-nummer må fylles ut')).toBeTruthy();
    expect(calls('/user/editUser')).toHaveLength(0);
  });

  it('on edit keeps a blank password, asks about the pincode without the employee’s own, and shows a 409 under its field', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/user/checkUserPincode')) return text('FALSE');
      const message = 'Brukernavnet er allerede i bruk';
      return json({ error: { code: 'CONFLICT', message, fields: { 'user.username': message } } }, 409);
    });
    renderWithProviders(<EmployeeForm user={buildUser({ userRole: 'ADMIN' })} employee={employee} />);
    await waitFor(() => expect(save().disabled).toBe(false));
    expect(bodyOf(calls('/user/checkUserPincode')[0]!)).toMatchObject({ pincode: '1357', userId: employee.userId });
    fireEvent.click(save());
    expect(await screen.findByText('Brukernavnet er allerede i bruk')).toBeTruthy();
    expect(bodyOf(calls('/user/editUser')[0]!)).toMatchObject({ user: { userId: employee.userId, userPassword: '' } });
    type('employee-username', 'ny.bruker');
    expect(screen.queryByText('Brukernavnet er allerede i bruk')).toBeNull();
  });
});
