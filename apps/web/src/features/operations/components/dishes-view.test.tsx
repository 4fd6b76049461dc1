// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '@/testing/render';
import { buildLocation } from '@/testing/users';
import { DishesView } from './dishes-view';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
const fetchMock = vi.fn<typeof fetch>();

const LOCATION_ID = '00000000-0000-4000-8000-000000000001';
const location = buildLocation({
  id: LOCATION_ID,
  name: 'Majorstuen',
  customActions: [
    {
      id: 'action-1',
      actionType: 'CLOSE_OPEN_DISHES',
      categoryIds: ['dinner'],
      openName: 'Åpne middagsretter',
      closeName: 'Steng middagsretter',
      closedMessage: 'Middagsrettene er ikke tilgjengelige nå.',
      openConfirmMessage: 'Vil du åpne middagsrettene?',
      closeConfirmMessage: 'Vil du stenge middagsrettene?',
    },
  ],
});

describe('/openDishes and /closeDishes', { timeout: 20_000 }, () => {
  let availableAt: string[];
  beforeEach(() => {
    availableAt = [LOCATION_ID];
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/location/getLocation')) return json(location);
      if (url.includes('/settings/closeDishes') || url.includes('/settings/openDishes')) {
        return new Response('SUCCEEDED', { status: 200, headers: { 'Content-Type': 'text/plain' } });
      }
      if (url.includes('/dashboard/getDataForSoldOutAdminGui')) {
        return json({
          location,
          categories: [{ id: 'dinner', name: 'Middagsretter', sortOrder: 0, imageUrl: null, availableAtLocationIds: availableAt }],
          items: [],
          soldOutItems: [],
        });
      }
      return json({ error: { code: 'NOT_FOUND', message: 'Ukjent' } }, 404);
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('says the dishes are already open instead of offering to open them', async () => {
    renderWithProviders(<DishesView merchant="demo" locations={[location]} mode="open" />, {
      path: `/openDishes?locationId=${LOCATION_ID}`,
    });
    expect((await screen.findByTestId('dishes-already')).textContent).toBe(
      'Middagsretter er allerede åpne og kan bestilles nå. Det er ingenting å åpne.',
    );
    expect(screen.queryByTestId('dishes-confirm')).toBeNull();
  });

  it('asks to open them while they are closed', async () => {
    availableAt = [];
    renderWithProviders(<DishesView merchant="demo" locations={[location]} mode="open" />, {
      path: `/openDishes?locationId=${LOCATION_ID}`,
    });
    expect((await screen.findByTestId('dishes-question')).textContent).toBe('Vil du åpne middagsrettene?');
    expect(await screen.findByTestId('dishes-confirm')).toBeTruthy();
    expect(screen.queryByTestId('dishes-already')).toBeNull();
  });

  it("closes them at once, leads to the overview and offers 'Angre', which opens them again", async () => {
    renderWithProviders(
      <Routes>
        <Route path="/closeDishes" element={<DishesView merchant="demo" locations={[location]} mode="close" />} />
        <Route path="/overview" element={<p>Oversikten</p>} />
      </Routes>,
      { path: `/closeDishes?locationId=${LOCATION_ID}` },
    );
    fireEvent.click(await screen.findByTestId('dishes-confirm'));
    expect(await screen.findByText('Oversikten')).toBeTruthy();
    const posted = (part: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(part));
    expect(posted('/settings/closeDishes')).toHaveLength(1);
    const notice = await screen.findByTestId('undo-notice');
    expect(notice.textContent).toContain('Middagsretter er stengt.');
    fireEvent.click(within(notice).getByRole('button', { name: /^Angre/ }));
    expect((await screen.findByTestId('undone-notice')).textContent).toContain('Middagsretter er åpnet igjen.');
    await waitFor(() => expect(posted('/settings/openDishes')).toHaveLength(1));
    expect(JSON.parse(String(posted('/settings/openDishes')[0]![1]?.body))).toEqual({ merchant: 'demo', locationId: LOCATION_ID });
  });

  it('says they are already closed on /closeDishes', async () => {
    availableAt = [];
    renderWithProviders(<DishesView merchant="demo" locations={[location]} mode="close" />, {
      path: `/closeDishes?locationId=${LOCATION_ID}`,
    });
    expect((await screen.findByTestId('dishes-already')).textContent).toBe('Middagsretter er allerede stengt. Det er ingenting å stenge.');
    expect(screen.queryByTestId('dishes-confirm')).toBeNull();
  });
});
