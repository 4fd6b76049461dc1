// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { DinteroAccount } from '@bakrom/shared/schemas/provider-accounts';
import { renderWithProviders } from '@/testing/render';
import { buildLocation } from '@/testing/users';
import { DinteroView } from './dintero-view';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
const fetchMock = vi.fn<typeof fetch>();
const calls = (part: string) => fetchMock.mock.calls.filter(([input]) => String(input).includes(part));

const majorstuen = buildLocation({ id: '00000000-0000-4000-8000-000000000001', name: 'Majorstuen' });
const account: DinteroAccount = {
  id: majorstuen.id,
  merchant: 'demo',
  locationId: majorstuen.id,
  accountId: 'T11223344',
  checkoutProfileId: 'T11223344.profil',
  defaultPaymentType: 'vipps',
  themePrimaryColor: '#1E6B52',
  clientId: 'klient',
  clientSecret: { set: true, lastFour: 'WXYZ' },
  updatedDateTime: '2026-11-25T10:00:00.000Z',
};

describe('/dintero', { timeout: 20_000 }, () => {
  let stored: DinteroAccount | null;
  beforeEach(() => {
    stored = account;
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/location/listLocations')) return json([majorstuen]);
      if (url.includes('/settings/getDinteroAccount')) return json({ account: stored });
      if (url.includes('/settings/editDinteroAccount')) return json({ account });
      return json({ error: { code: 'NOT_FOUND', message: 'Ukjent' } }, 404);
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('never shows the secret, keeps it when left empty, and shows the success message', async () => {
    renderWithProviders(<DinteroView merchant="demo" locations={[majorstuen]} />, { path: '/dintero' });
    const secret = (await screen.findByTestId('dintero-clientSecret')) as HTMLInputElement;
    expect(secret.value).toBe('');
    expect(screen.getByText(/Lagret, slutter på …WXYZ\./)).toBeTruthy();
    // One outlet: no 'For avdeling'.
    expect(screen.queryByTestId('location-select')).toBeNull();
    fireEvent.change(screen.getByTestId('dintero-themePrimaryColor'), { target: { value: '#123456' } });
    fireEvent.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(calls('/settings/editDinteroAccount')).toHaveLength(1));
    expect(JSON.parse(String(calls('/settings/editDinteroAccount')[0]![1]?.body))).toMatchObject({
      locationId: majorstuen.id,
      themePrimaryColor: '#123456',
      clientSecret: '',
    });
    expect((await screen.findByTestId('dintero-saved')).textContent).toBe('Dintero kontoinnstillingene er oppdatert');
  });

  it('asks for every field and for the secret while none is stored', async () => {
    stored = null;
    renderWithProviders(<DinteroView merchant="demo" locations={[majorstuen]} />, { path: '/dintero' });
    fireEvent.change(await screen.findByTestId('dintero-accountId'), { target: { value: 'T11223344' } });
    fireEvent.click(screen.getByTestId('form-save'));
    // Every error on the first press: the secret and the schema's fields together.
    expect(await screen.findByText('Klienthemmelighet må fylles ut')).toBeTruthy();
    expect(screen.getByText('Klient-ID må fylles ut')).toBeTruthy();
    expect(screen.getByText('Checkout-profil-ID må fylles ut')).toBeTruthy();
    expect(screen.queryByText('Konto-ID må fylles ut')).toBeNull();
    expect(calls('/settings/editDinteroAccount')).toHaveLength(0);
  });
});
