// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { storeUser } from '@/features/auth/storage';
import { buildSetting, buildUser } from '@/testing/users';
import { AppProvider, connectApiToAuth } from './provider';
import { routes } from './router';

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('app routes', () => {
  const fetchMock = vi.fn<typeof fetch>();
  /**
   * Every logged-in page reads the merchant settings anew (MerchantSettingSync) and opens the live event
   * stream (LiveUpdates), whatever the screen; the other calls are the screen's own.
   */
  const FRAME_CALLS = ['/api/settings/getMerchantSetting', '/api/live/events'];
  const callsBesidesSettingsRefresh = () =>
    fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => !FRAME_CALLS.some((frame) => url.includes(frame)));

  beforeEach(() => {
    connectApiToAuth();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('sends a logged-out visitor of a guarded page to /login', async () => {
    const router = renderApp('/products');
    // The first test also loads the lazy route modules, which takes a while on a busy machine.
    await screen.findByLabelText('Brukernavn', {}, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('logs in with a normalised username and lands on the start page of the mode', async () => {
    const user = buildUser({ merchantSetting: buildSetting({ useFunctionality: 'WEBSITE' }) });
    fetchMock.mockResolvedValueOnce(json(200, { result: 'SUCCEEDED', user: JSON.stringify(user) }));
    // The start page of WEBSITE, /products, then loads the menu.
    fetchMock.mockResolvedValue(
      json(200, { categories: [], items: [], vat: { dineIn: 25, takeOut: 15, delivery: 15 }, addOnGroups: [], addOnLists: [] }),
    );
    const router = renderApp('/login');
    fireEvent.change(await screen.findByLabelText('Brukernavn'), { target: { value: '  Demo.Admin ' } });
    fireEvent.change(screen.getByLabelText('Passord'), { target: { value: 'demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({ username: 'demo.admin', password: 'demo1234' });
    expect(JSON.parse(window.localStorage.getItem('user')!)).toEqual(user);
    expect(await screen.findByRole('heading', { name: 'Produkter', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('footer').textContent).toBe(`© ${new Date().getFullYear()} DEMO RESTAURANT`);
  });

  it('shows the failure text of the super-admin login and sends the merchant', async () => {
    fetchMock.mockResolvedValue(json(200, { result: 'FAILED' }));
    renderApp('/superadmin/login?merchant=demo');
    fireEvent.change(await screen.findByLabelText('Brukernavn'), { target: { value: 'SuperAdmin' } });
    fireEvent.change(screen.getByLabelText('Passord'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect((await screen.findByTestId('login-error')).textContent).toBe('SuperAdmin: Feil brukernavn/passord eller merchant param missing');
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({
      username: 'SuperAdmin',
      password: 'x',
      merchant: 'demo',
    });
  });

  it('shows the server text when login attempts are rate limited', async () => {
    fetchMock.mockResolvedValue(json(429, { error: { code: 'RATE_LIMITED', message: 'For mange forsøk. Vent litt.' } }));
    renderApp('/login');
    fireEvent.change(await screen.findByLabelText('Brukernavn'), { target: { value: 'a' } });
    fireEvent.change(screen.getByLabelText('Passord'), { target: { value: 'b' } });
    fireEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect((await screen.findByTestId('login-error')).textContent).toBe('For mange forsøk. Vent litt.');
  });

  it('sends a logged-in visitor of the super-admin login to the start page', async () => {
    storeUser(buildUser());
    const router = renderApp('/superadmin/login?merchant=demo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/overview'));
  });

  it('logs a super admin out when the server answers 401, to the super-admin login for the same customer', async () => {
    storeUser(buildUser({ userRole: 'SUPER_ADMIN', isSuperAdmin: true }));
    fetchMock.mockResolvedValue(json(401, { error: { code: 'UNAUTHENTICATED', message: 'Logg inn på nytt' } }));
    const router = renderApp('/cache');
    await waitFor(() => expect(router.state.location.pathname).toBe('/superadmin/login'));
    expect(router.state.location.search).toBe('?merchant=demo&returnTo=%2Fcache');
    expect(window.localStorage.getItem('user')).toBeNull();
    expect((await screen.findByTestId('session-expired')).textContent).toBe('Økten er utløpt. Logg inn igjen.');
  });

  it('says the session ran out, and after login returns to the page the user was on', async () => {
    const user = buildUser();
    storeUser(user);
    fetchMock.mockResolvedValueOnce(json(401, { error: { code: 'UNAUTHORIZED', message: 'Du må logge inn.' } }));
    const router = renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fprofile');
    expect((await screen.findByTestId('session-expired')).textContent).toBe('Økten er utløpt. Logg inn igjen.');
    fetchMock.mockResolvedValueOnce(json(200, { result: 'SUCCEEDED', user: JSON.stringify(user) }));
    fetchMock.mockResolvedValue(json(200, []));
    fireEvent.change(screen.getByLabelText('Brukernavn'), { target: { value: 'demo.admin' } });
    fireEvent.change(screen.getByLabelText('Passord'), { target: { value: 'demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(window.sessionStorage.getItem('sessionEnded')).toBeNull();
  });

  it('takes a logged-out deep link through the login and back, but never to another site', async () => {
    const user = buildUser();
    fetchMock.mockResolvedValue(json(200, { result: 'SUCCEEDED', user: JSON.stringify(user) }));
    const router = renderApp('/closingdays');
    await waitFor(() => expect(router.state.location.search).toBe('?returnTo=%2Fclosingdays'));
    expect(screen.queryByTestId('session-expired')).toBeNull();
    fireEvent.change(await screen.findByLabelText('Brukernavn'), { target: { value: 'demo.admin' } });
    fireEvent.change(screen.getByLabelText('Passord'), { target: { value: 'demo1234' } });
    fetchMock.mockResolvedValueOnce(json(200, { result: 'SUCCEEDED', user: JSON.stringify(user) }));
    fetchMock.mockResolvedValue(json(200, []));
    fireEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/closingdays'));
    cleanup();
    window.localStorage.clear();

    fetchMock.mockResolvedValueOnce(json(200, { result: 'SUCCEEDED', user: JSON.stringify(user) }));
    fetchMock.mockResolvedValue(json(200, {}));
    const evil = renderApp('/login?returnTo=%2F%2Fevil.com');
    fireEvent.change(await screen.findByLabelText('Brukernavn'), { target: { value: 'demo.admin' } });
    fireEvent.change(screen.getByLabelText('Passord'), { target: { value: 'demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    await waitFor(() => expect(evil.state.location.pathname).toBe('/overview'));
  });

  it('asks the super admin for the customer when the link names none, and sends it', async () => {
    fetchMock.mockResolvedValue(json(200, { result: 'FAILED' }));
    renderApp('/superadmin/login');
    fireEvent.change(await screen.findByLabelText('Brukernavn'), { target: { value: 'superadmin' } });
    fireEvent.change(screen.getByLabelText('Passord'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(await screen.findByText('Fyll ut kunde')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Kunde/), { target: { value: ' demo ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    await screen.findByTestId('login-error');
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({ username: 'superadmin', password: 'x', merchant: 'demo' });
  });

  it('shows the not-found page instead of a screen the server refuses the user, and calls nothing', async () => {
    storeUser(buildUser({ merchantSetting: buildSetting({ useFunctionality: 'TAKEAWAY', offerDeliveryService: false }) }));
    for (const path of ['/tables', '/tableCreate', '/delivery', '/cache']) {
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Siden finnes ikke' }, { timeout: 5000 })).toBeTruthy();
      expect(screen.queryByTestId('add-table')).toBeNull();
      cleanup();
    }
    expect(callsBesidesSettingsRefresh()).toEqual([]);
  });

  it('opens the tables page, with its add button, for a merchant in mode ALL', async () => {
    storeUser(buildUser({ merchantSetting: buildSetting({ useFunctionality: 'ALL' }) }));
    fetchMock.mockResolvedValue(json(200, []));
    renderApp('/tables');
    expect(await screen.findByTestId('add-table')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Siden finnes ikke' })).toBeNull();
  });

  it("shows 'Fant ikke avdelingen' for a link naming a location that is not the user's, and acts on no other", async () => {
    storeUser(buildUser());
    for (const path of [
      '/closeTakeaway',
      '/openTakeaway',
      '/soldOut',
      '/changeEarliestPickupTime',
      '/closeDishes',
      '/openinghours',
      '/tables',
    ]) {
      renderApp(`${path}?locationId=7a1e4a39-6d55-4d8b-9a55-7b9c7d0f8e21`);
      expect(await screen.findByRole('heading', { name: 'Fant ikke avdelingen' }, { timeout: 5000 })).toBeTruthy();
      expect(screen.queryByTestId('location-select')).toBeNull();
      cleanup();
    }
    expect(callsBesidesSettingsRefresh()).toEqual([]);
  });

  it('explains a 403 on the cache page', async () => {
    storeUser(buildUser({ userRole: 'SUPER_ADMIN', isSuperAdmin: true }));
    // A new answer per call: the page and the settings refresh each read one.
    fetchMock.mockImplementation(() => Promise.resolve(json(403, { error: { code: 'FORBIDDEN', message: 'Ingen tilgang' } })));
    renderApp('/cache');
    expect((await screen.findByTestId('cache-error')).textContent).toBe('Denne siden er bare tilgjengelig for superadministratorer.');
  });
});
