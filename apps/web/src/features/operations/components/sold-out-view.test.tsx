// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { SoldOutAdminGui } from '@bakrom/shared/schemas/dashboard';
import { renderWithProviders } from '@/testing/render';
import { buildLocation } from '@/testing/users';
import { SoldOutView } from './sold-out-view';

const sentrum = buildLocation();
const LOCATION_ID = sentrum.id;

const item = (id: string, name: string, categoryId: string, sortOrder: number) => ({
  id,
  merchant: 'demo',
  categoryId,
  name,
  menuNr: String(sortOrder + 1),
  description: `${name} beskrivelse`,
  imageUrl: `/api/media/images/${id}`,
  sortOrder,
  availableAtLocationIds: [LOCATION_ID],
});

const page: SoldOutAdminGui = {
  location: sentrum,
  categories: [
    { id: 'pizza', name: 'Pizza', sortOrder: 1, imageUrl: null, availableAtLocationIds: [LOCATION_ID] },
    { id: 'starters', name: 'Forretter', sortOrder: 0, imageUrl: null, availableAtLocationIds: [LOCATION_ID] },
  ],
  items: [
    item('i1', 'Margherita', 'pizza', 0),
    item('i2', 'Pepperoni', 'pizza', 1),
    item('i3', 'Nachos', 'starters', 0),
    item('i4', 'Hvitløksbrød', 'starters', 1),
  ],
  soldOutItems: [{ id: 'so1', itemId: 'i4', locationId: LOCATION_ID, merchant: 'demo', itemName: 'Hvitløksbrød', createdAt: '' }],
};

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

function renderPage(locations = [sentrum]) {
  renderWithProviders(
    <Routes>
      <Route path="/soldOut" element={<SoldOutView merchant="demo" locations={locations} />} />
      <Route path="/overview" element={<p>Oversikten</p>} />
    </Routes>,
    { path: `/soldOut?locationId=${LOCATION_ID}` },
  );
}

const markButton = () => screen.getByTestId('mark-sold-out') as HTMLButtonElement;
const itemCard = (name: string) => screen.getByRole('checkbox', { name: `Velg ${name}` });

describe('sold-out page', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/markProductsAsSoldOut')) return json([]);
      return json(page);
    });
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("is titled 'Utsolgt' with one location and 'Utsolgt hos …' with several", async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Utsolgt' })).toBeTruthy();
    cleanup();
    renderPage([sentrum, buildLocation({ id: '00000000-0000-4000-8000-000000000002', name: 'Bryn' })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Utsolgt hos Sentrum' })).toBeTruthy();
  });

  it("lists the sold-out items with 'Tilgjengelig' and the menu grouped by category in sortOrder", async () => {
    renderPage();
    const current = await screen.findByTestId('current-sold-out');
    expect(within(current).getByText('Hvitløksbrød')).toBeTruthy();
    expect(within(current).getByRole('button', { name: 'Merk Hvitløksbrød som tilgjengelig' }).textContent).toBe('Tilgjengelig');
    const groups = screen.getByTestId('sold-out-groups');
    expect(
      within(groups)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Forretter', 'Pizza']);
    expect(screen.getAllByTestId('sold-out-item').map((el) => el.getAttribute('data-item-name'))).toEqual([
      'Nachos',
      'Hvitløksbrød',
      'Margherita',
      'Pepperoni',
    ]);
    expect(document.querySelector('img[src="/api/media/images/i1?size=thumb"]')).not.toBeNull();
  });

  it("keeps 'Merk som utsolgt (N)' disabled until something is chosen, and counts the choice", async () => {
    renderPage();
    await screen.findByTestId('sold-out-groups');
    expect(markButton().textContent).toBe('Merk som utsolgt (0)');
    expect(markButton().disabled).toBe(true);
    fireEvent.click(itemCard('Margherita'));
    fireEvent.click(itemCard('Nachos'));
    expect(markButton().textContent).toBe('Merk som utsolgt (2)');
    expect(markButton().disabled).toBe(false);
    fireEvent.click(itemCard('Nachos'));
    expect(markButton().textContent).toBe('Merk som utsolgt (1)');
    // An item that is sold out already cannot be chosen again.
    expect((itemCard('Hvitløksbrød') as HTMLButtonElement).disabled).toBe(true);
  });

  it('filters by name while typing and keeps the choice made before the search', async () => {
    renderPage();
    await screen.findByTestId('sold-out-groups');
    fireEvent.click(itemCard('Margherita'));
    fireEvent.change(screen.getByLabelText('Søk etter produkt'), { target: { value: '  PEP ' } });
    const results = screen.getByTestId('sold-out-search-results');
    expect(
      within(results)
        .getAllByTestId('sold-out-item')
        .map((el) => el.getAttribute('data-item-name')),
    ).toEqual(['Pepperoni']);
    fireEvent.click(itemCard('Pepperoni'));
    expect(markButton().textContent).toBe('Merk som utsolgt (2)');
    fireEvent.change(screen.getByLabelText('Søk etter produkt'), { target: { value: 'sushi' } });
    expect(screen.getByText('Ingen produkter passer til søket.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Søk etter produkt'), { target: { value: '' } });
    expect(screen.getByTestId('sold-out-groups')).toBeTruthy();
  });

  it('asks before marking, lists the names, sends the items and returns to the overview', async () => {
    renderPage();
    await screen.findByTestId('sold-out-groups');
    fireEvent.click(itemCard('Pepperoni'));
    fireEvent.click(itemCard('Nachos'));
    fireEvent.click(markButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Vil du merke følgende produkter som utsolgte?')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Nachos', 'Pepperoni']);
    expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja, merk som utsolgt' }));
    expect(await screen.findByText('Oversikten')).toBeTruthy();
    const markCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/product/markProductsAsSoldOut'));
    expect(JSON.parse(markCall![1]!.body as string)).toEqual({ merchant: 'demo', locationId: LOCATION_ID, items: ['i3', 'i2'] });
  });

  it("unmarks an item with 'Tilgjengelig'", async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/unmarkProductsAsSoldOut')
        ? new Response('SUCCEEDED', { status: 200, headers: { 'Content-Type': 'text/plain' } })
        : json(page),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Merk Hvitløksbrød som tilgjengelig' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/product/unmarkProductsAsSoldOut'))).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/unmarkProductsAsSoldOut'));
    expect(JSON.parse(call![1]!.body as string)).toEqual({ merchant: 'demo', soldOutItemDocId: 'so1' });
  });

  it("offers 'Angre' after 'Tilgjengelig', which marks the item sold out again at its location", async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/unmarkProductsAsSoldOut'))
        return new Response('SUCCEEDED', { status: 200, headers: { 'Content-Type': 'text/plain' } });
      if (url.includes('/markProductsAsSoldOut')) return json([page.soldOutItems[0]]);
      return json(page);
    });
    renderPage();
    // A mouse's click has detail 1 (the number of clicks).
    fireEvent.click(await screen.findByRole('button', { name: 'Merk Hvitløksbrød som tilgjengelig' }), { detail: 1 });
    const notice = await screen.findByTestId('undo-notice');
    expect(notice.textContent).toContain('Hvitløksbrød er tilgjengelig igjen.');
    // Pressed with the mouse: the focus stays where it was.
    expect(notice.contains(document.activeElement)).toBe(false);
    fireEvent.click(within(notice).getByRole('button', { name: 'Angre: Hvitløksbrød er tilgjengelig igjen.' }));
    expect((await screen.findByTestId('undone-notice')).textContent).toContain('Hvitløksbrød er merket som utsolgt igjen.');
    const calls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/product/markProductsAsSoldOut'));
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]![1]!.body as string)).toEqual({ merchant: 'demo', locationId: LOCATION_ID, items: ['i4'] });
  });

  it("moves the focus to 'Angre' when 'Tilgjengelig' was pressed with the keyboard", async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/unmarkProductsAsSoldOut')
        ? new Response('SUCCEEDED', { status: 200, headers: { 'Content-Type': 'text/plain' } })
        : json(page),
    );
    renderPage();
    // A click the keyboard makes (Enter or Space) has detail 0.
    fireEvent.click(await screen.findByRole('button', { name: 'Merk Hvitløksbrød som tilgjengelig' }), { detail: 0 });
    const undo = await screen.findByTestId('undo-button');
    await waitFor(() => expect(document.activeElement).toBe(undo));
  });
});
