// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Employee } from '@bakrom/shared/schemas/staff';
import type { TerminalListEntry } from '@bakrom/shared/schemas/reports';
import { renderWithProviders } from '@/testing/render';
import { buildLocation, buildUser } from '@/testing/users';
import { EmployeesView } from './employees-view';
import { TerminalsView } from './terminals-view';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
const fetchMock = vi.fn<typeof fetch>();
const calls = (part: string) => fetchMock.mock.calls.filter(([input]) => String(input).includes(part));

const SELF_ID = '00000000-0000-4000-8000-0000000000aa';
const person = (userId: string, firstname: string, userRole: Employee['userRole']): Employee => ({
  userId,
  type: 'user',
  merchant: 'demo',
  firstname,
  lastname: 'Hansen',
  userRole,
  username: firstname.toLowerCase(),
  pincode: '',
  email: `${firstname.toLowerCase()}@example.no`,
  phone: '91234567',
  status: 'ACTIVE',
  identityKind: null,
  nationalIdMasked: '',
  identityCode: '',
  hourlyCost: null,
  updatedDateTime: '2026-11-25T10:00:00.000Z',
});
const employees = [
  person(SELF_ID, 'Meg', 'MANAGER'),
  person('00000000-0000-4000-8000-0000000000bb', 'Sjef', 'ADMIN'),
  person('00000000-0000-4000-8000-0000000000cc', 'Kokk', 'MANAGER'),
];
const terminal = (id: string, terminalType: TerminalListEntry['terminalType'], locationId: string): TerminalListEntry => ({
  id,
  terminalId: `${terminalType}-1`,
  terminalType,
  deviceName: 'Kasse 1',
  systemIdNr: 'SN-1',
  locationId,
  createdAt: '2026-06-30T22:05:09.000Z',
});
const bryggen = buildLocation({ id: '00000000-0000-4000-8000-000000000001', name: 'Bryggen' });
const aker = buildLocation({ id: '00000000-0000-4000-8000-000000000002', name: 'Aker brygge' });

describe('/users and /terminals', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/user/listEmployees')) return json(employees);
      if (url.includes('/user/deleteUser')) return new Response('SUCCEEDED', { headers: { 'Content-Type': 'text/plain' } });
      if (url.includes('/terminal/getTerminals')) return json([terminal('t1', 'POS', bryggen.id), terminal('t2', 'KIOSK', aker.id)]);
      return json({ error: { code: 'NOT_FOUND', message: 'Ukjent' } }, 404);
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('lets a MANAGER edit and delete MANAGERs but not an ADMIN, and never delete themselves', async () => {
    renderWithProviders(<EmployeesView user={buildUser({ userRole: 'MANAGER', userId: SELF_ID })} />);
    const rows = await screen.findAllByTestId('employee-row');
    const [self, admin, cook] = rows.map((row) => within(row));
    // The role as the profile page names it.
    expect(rows[1]!.textContent).toContain('Administrator');
    expect(self!.queryByRole('button', { name: /Slett ansatt/ })).toBeNull();
    expect(self!.getByRole('link', { name: 'Rediger ansatt Meg Hansen' })).toBeTruthy();
    expect(admin!.queryByRole('link', { name: /Rediger ansatt/ })).toBeNull();
    expect(admin!.queryByRole('button', { name: /Slett ansatt/ })).toBeNull();
    expect(cook!.getByRole('link', { name: 'Rediger ansatt Kokk Hansen' }).getAttribute('href')).toBe(
      '/userEdit?userId=00000000-0000-4000-8000-0000000000cc',
    );

    fireEvent.click(cook!.getByRole('button', { name: 'Slett ansatt Kokk Hansen' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Slett ansatt')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(calls('/user/deleteUser')).toHaveLength(1));
    expect(JSON.parse(String(calls('/user/deleteUser')[0]![1]?.body))).toEqual({
      merchant: 'demo',
      user: { userId: '00000000-0000-4000-8000-0000000000cc' },
    });
  });

  it("offers '+ Legg til ansatt' as the other lists offer their add buttons", async () => {
    renderWithProviders(<EmployeesView user={buildUser({ userRole: 'ADMIN' })} />);
    expect((await screen.findByTestId('add-employee')).textContent).toBe('+ Legg til ansatt');
  });

  it('shows the terminals with the department only for several locations, created in Oslo time', async () => {
    renderWithProviders(<TerminalsView user={buildUser({ locations: [bryggen, aker] })} />);
    expect(await screen.findByRole('columnheader', { name: 'Avdeling' })).toBeTruthy();
    const rows = screen.getAllByTestId('terminal-row');
    expect(rows[0]!.textContent).toContain('Bryggen');
    expect(rows[0]!.textContent).toContain('01.07.2026 00:05:09');
    cleanup();
    renderWithProviders(<TerminalsView user={buildUser({ locations: [bryggen] })} />);
    await screen.findAllByTestId('terminal-row');
    expect(screen.queryByRole('columnheader', { name: 'Avdeling' })).toBeNull();
  });
});
