// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOCATION_MESSAGES } from '@bakrom/shared/schemas/locations-admin';
import { renderWithProviders } from '@/testing/render';
import { buildLocation } from '@/testing/users';
import { LocationsView } from './locations-view';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
const fetchMock = vi.fn<typeof fetch>();
const calls = (part: string) => fetchMock.mock.calls.filter(([input]) => String(input).includes(part));
const bodyOf = (part: string, index = 0) => JSON.parse(String(calls(part)[index]![1]?.body)) as Record<string, unknown>;

const bryggen = buildLocation({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Bryggen',
  vatNumber: '923609016',
  street: 'Bryggen 1',
  zipCode: '5003',
  city: 'Bergen',
  email: 'bryggen@example.no',
});
const aker = buildLocation({ id: '00000000-0000-4000-8000-000000000002', name: 'Aker', status: 'INACTIVE' });

describe('/locations', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/location/listAllLocations')) return json([aker, bryggen]);
      if (url.includes('/superadmin/location/deleteLocation'))
        return json({ error: { code: 'CONFLICT', message: LOCATION_MESSAGES.hasHistory } }, 409);
      if (url.includes('/superadmin/location/setLocationStatus')) return json({ ...bryggen, status: 'INACTIVE' });
      return json({ error: { code: 'NOT_FOUND', message: 'Ukjent' } }, 404);
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows staff the table without add, edit, delete or Aktiver', async () => {
    renderWithProviders(<LocationsView merchant="demo" superAdmin={false} />);
    const rows = await screen.findAllByTestId('location-row');
    expect(rows).toHaveLength(2);
    expect(rows[1]!.textContent).toContain('923609016');
    expect(rows[1]!.textContent).toContain('5003 Bergen');
    expect(screen.queryByText('+ Legg til utsalgssted')).toBeNull();
    expect(screen.queryByTestId('location-edit')).toBeNull();
    expect(screen.queryByTestId('location-delete')).toBeNull();
    expect(screen.queryByTestId('activate-location')).toBeNull();
    expect(within(rows[0]!).getByText('Deaktivert')).toBeTruthy();
  });

  it('asks before deleting, and after a refusal for history offers to deactivate instead', async () => {
    const changed = vi.fn();
    renderWithProviders(<LocationsView merchant="demo" superAdmin onChanged={changed} />);
    await screen.findAllByTestId('location-row');
    expect(screen.getByRole('link', { name: 'Rediger Bryggen' }).getAttribute('href')).toBe(
      '/locationEdit?locationId=00000000-0000-4000-8000-000000000001',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Slett Bryggen' }));
    let dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Slett utsalgssted "Bryggen"')).toBeTruthy();
    expect(dialog.getByText('Vil du slette utsalgssted "Bryggen"?')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Slett' }));

    await screen.findByText('Deaktiver utsalgssted "Bryggen"');
    dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByTestId('delete-refused').textContent).toBe(LOCATION_MESSAGES.hasHistory);
    expect(bodyOf('/superadmin/location/deleteLocation')).toEqual({ merchant: 'demo', locationId: bryggen.id });
    expect(changed).not.toHaveBeenCalled();
    fireEvent.click(dialog.getByRole('button', { name: 'Deaktiver' }));
    await waitFor(() => expect(calls('/superadmin/location/setLocationStatus')).toHaveLength(1));
    expect(bodyOf('/superadmin/location/setLocationStatus')).toEqual({ merchant: 'demo', locationId: bryggen.id, status: 'INACTIVE' });
    expect((await screen.findByTestId('locations-notice')).textContent).toContain('Bryggen er deaktivert');
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("reactivates a deactivated location with 'Aktiver'", async () => {
    renderWithProviders(<LocationsView merchant="demo" superAdmin />);
    await screen.findAllByTestId('location-row');
    fireEvent.click(screen.getByRole('button', { name: 'Aktiver Aker igjen' }));
    await waitFor(() => expect(calls('/superadmin/location/setLocationStatus')).toHaveLength(1));
    expect(bodyOf('/superadmin/location/setLocationStatus')).toEqual({ merchant: 'demo', locationId: aker.id, status: 'ACTIVE' });
  });
});
