// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { storeUser } from '@/features/auth/storage';
import { followUserLanguage } from '@/features/auth/user-language';
import { getLanguage, LANGUAGE_STORAGE_KEY, setLanguage } from '@/i18n';
import { buildSetting, buildUser } from '@/testing/users';
import { AppProvider, connectApiToAuth } from './provider';
import { LanguageRouterProvider, routes } from './router';

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <LanguageRouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const storedUser = () => JSON.parse(window.localStorage.getItem('user') ?? 'null') as Record<string, unknown> | null;

describe('the language of the screens', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  const calls = (part: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(part));
  let stopFollowing: () => void = () => undefined;

  beforeEach(() => {
    connectApiToAuth();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    stopFollowing();
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('switches the login page to English and back at once, marks the document and remembers the choice', async () => {
    renderApp('/login');
    const switcher = await screen.findByLabelText('Språk / Language');
    expect(document.documentElement.lang).toBe('nb');
    fireEvent.change(switcher, { target: { value: 'en' } });
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect((screen.getByLabelText('Språk / Language') as HTMLSelectElement).value).toBe('en');

    fireEvent.change(screen.getByLabelText('Språk / Language'), { target: { value: 'nb' } });
    expect(await screen.findByLabelText('Brukernavn')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logg inn' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('nb');
  });

  it('asks the server for its messages in the login page’s language', async () => {
    fetchMock.mockResolvedValue(json(200, { result: 'FAILED' }));
    renderApp('/login');
    fireEvent.change(await screen.findByLabelText('Språk / Language'), { target: { value: 'en' } });
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'demo.admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByTestId('login-error')).textContent).toBe('Wrong username/password');
    expect(calls('/public/backoffice_login')[0]![1]!.headers).toMatchObject({ 'Accept-Language': 'en' });
  });

  it('after a login speaks the user’s own language, whatever the login page was set to', async () => {
    const user = buildUser({ language: 'nb', merchantSetting: buildSetting({ useFunctionality: 'WEBSITE' }) });
    fetchMock.mockResolvedValueOnce(json(200, { result: 'SUCCEEDED', user: JSON.stringify(user) }));
    fetchMock.mockResolvedValue(
      json(200, { categories: [], items: [], vat: { dineIn: 25, takeOut: 15, delivery: 15 }, addOnGroups: [], addOnLists: [] }),
    );
    const router = renderApp('/login');
    fireEvent.change(await screen.findByLabelText('Språk / Language'), { target: { value: 'en' } });
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'demo.admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(await screen.findByRole('heading', { name: 'Produkter', level: 1 })).toBeTruthy();
    expect(getLanguage()).toBe('nb');
    expect(document.documentElement.lang).toBe('nb');
  });

  it('after a login of an English user shows the screens in English', async () => {
    const user = buildUser({ language: 'en', merchantSetting: buildSetting({ useFunctionality: 'WEBSITE' }) });
    fetchMock.mockResolvedValueOnce(json(200, { result: 'SUCCEEDED', user: JSON.stringify(user) }));
    fetchMock.mockResolvedValue(
      json(200, { categories: [], items: [], vat: { dineIn: 25, takeOut: 15, delivery: 15 }, addOnGroups: [], addOnLists: [] }),
    );
    const router = renderApp('/login');
    fireEvent.change(await screen.findByLabelText('Brukernavn'), { target: { value: 'demo.admin' } });
    fireEvent.change(screen.getByLabelText('Passord'), { target: { value: 'demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(await screen.findByRole('heading', { name: 'Products', level: 1 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps a stored user’s language across a reload; a user stored before the choice existed is Norwegian', () => {
    setLanguage('en');
    storeUser(buildUser());
    stopFollowing = followUserLanguage();
    expect(getLanguage()).toBe('nb');
    act(() => storeUser(buildUser({ language: 'en' })));
    expect(getLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('on /profile changes the user’s language through the server, switches at once and keeps it with the user', async () => {
    storeUser(buildUser());
    stopFollowing = followUserLanguage();
    fetchMock.mockImplementation((input, init) => {
      const url = String(input);
      if (url.includes('/user/changeOwnLanguage')) return Promise.resolve(json(200, JSON.parse(String(init?.body))));
      if (url.includes('/location/listLocations')) return Promise.resolve(json(200, []));
      return Promise.resolve(json(404, { error: { code: 'NOT_FOUND', message: 'Fant ikke' } }));
    });
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Min profil', level: 1 })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Språk / Language'), { target: { value: 'en' } });

    expect(await screen.findByRole('heading', { name: 'My profile', level: 1 })).toBeTruthy();
    expect(screen.getByText('Username')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(calls('/user/changeOwnLanguage')).toHaveLength(1);
    const [, init] = calls('/user/changeOwnLanguage')[0]!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ language: 'en' });
    expect(storedUser()?.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    fireEvent.change(screen.getByLabelText('Språk / Language'), { target: { value: 'nb' } });
    expect(await screen.findByRole('heading', { name: 'Min profil', level: 1 })).toBeTruthy();
    expect(storedUser()?.language).toBe('nb');
    expect(calls('/user/changeOwnLanguage')).toHaveLength(2);
  });

  it('on /profile keeps the language when the server refuses the change, and says so', async () => {
    storeUser(buildUser());
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      if (url.includes('/user/changeOwnLanguage')) return Promise.resolve(json(500, { error: { code: 'INTERNAL', message: 'Feil' } }));
      if (url.includes('/location/listLocations')) return Promise.resolve(json(200, []));
      return Promise.resolve(json(404, { error: { code: 'NOT_FOUND', message: 'Fant ikke' } }));
    });
    renderApp('/profile');
    fireEvent.change(await screen.findByLabelText('Språk / Language'), { target: { value: 'en' } });
    expect(await screen.findByText('Kunne ikke endre språket. Prøv igjen.')).toBeTruthy();
    expect(getLanguage()).toBe('nb');
    expect(storedUser()?.language).toBeUndefined();
    expect(screen.getByRole('heading', { name: 'Min profil', level: 1 })).toBeTruthy();
  });
});
