// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Employee } from '@bakrom/shared/schemas/staff';
import { renderWithProviders } from '@/testing/render';
import { buildUser } from '@/testing/users';
import { EmployeeEditScreen } from './employee-form-screen';

const fetchMock = vi.fn<typeof fetch>();

function employee(overrides: Partial<Employee>): Employee {
  return {
    userId: '7a1e4a39-6d55-4d8b-9a55-7b9c7d0f8e21',
    type: 'user',
    merchant: 'demo',
    firstname: 'Anne',
    lastname: 'Admin',
    userRole: 'ADMIN',
    username: 'demo.admin',
    pincode: '1357',
    email: 'anne@example.no',
    phone: '92345678',
    status: 'ACTIVE',
    identityKind: null,
    nationalIdMasked: '',
    identityCode: '',
    hourlyCost: null,
    updatedDateTime: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

function answer(body: Employee) {
  fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
}

const manager = buildUser({ userRole: 'MANAGER', username: 'demo.manager' });

describe('/userEdit', { timeout: 20_000 }, () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it("shows a MANAGER the not-allowed state for an ADMIN's edit form, with the way back, and no form", async () => {
    answer(employee({ userRole: 'ADMIN' }));
    renderWithProviders(<EmployeeEditScreen user={manager} userId="7a1e4a39-6d55-4d8b-9a55-7b9c7d0f8e21" />);
    expect((await screen.findByTestId('screen-error')).textContent).toBe(
      'Du har ikke tilgang til å endre denne ansatte: bare en superadministrator kan endre en Admin.',
    );
    expect(screen.getByRole('link', { name: 'Tilbake til ansatte' })).toBeTruthy();
    expect(screen.queryByTestId('employee-firstname')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lagre' })).toBeNull();
  });

  it("shows a MANAGER another MANAGER's form, and an ADMIN an ADMIN's", async () => {
    answer(employee({ userRole: 'MANAGER', firstname: 'Lars' }));
    renderWithProviders(<EmployeeEditScreen user={manager} userId="7a1e4a39-6d55-4d8b-9a55-7b9c7d0f8e21" />);
    expect(((await screen.findByTestId('employee-firstname')) as HTMLInputElement).value).toBe('Lars');
    cleanup();

    answer(employee({ userRole: 'ADMIN' }));
    renderWithProviders(<EmployeeEditScreen user={buildUser()} userId="7a1e4a39-6d55-4d8b-9a55-7b9c7d0f8e21" />);
    expect(await screen.findByTestId('employee-firstname')).toBeTruthy();
    expect(screen.queryByTestId('screen-error')).toBeNull();
  });
});
