// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { buildSetting, buildUser } from '@/testing/users';
import type { ProductsPage } from '../api/get-products';
import { buildCategory, buildGroup, buildItem, VAT } from '../testing/catalogue-data';
import { ProductsScreen } from './products-screen';

const addOn = {
  id: 'x1',
  type: 'add-on',
  merchant: 'demo',
  addOnGroupId: buildGroup().id,
  name: 'Ost',
  menuNr: '1.1',
  price: 17.39,
  priceDineIn: 16,
  allowMultipleTimes: false,
  maximum: 1,
  sortOrder: 0,
} as const;
const page = (items = [buildItem(), buildItem({ id: 'i2', name: 'Pepperoni', menuNr: '10', sortOrder: 1 })]): ProductsPage => ({
  categories: [buildCategory()],
  items,
  vat: VAT,
  addOnGroups: [buildGroup()],
  addOnLists: [addOn],
});
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('products page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows categories, their items with prices including VAT, and the add-on groups', async () => {
    fetchMock.mockResolvedValue(json(page()));
    renderWithProviders(<ProductsScreen user={buildUser()} />);
    const block = await screen.findByTestId('category-block');
    expect(
      within(block)
        .getAllByTestId('item-name')
        .map((element) => element.textContent),
    ).toEqual(['Margherita', 'Pepperoni']);
    expect(within(block).getAllByTestId('item-prices')[0]!.textContent).toBe('Ta med 149\u00a0kr · Spise her 149\u00a0kr');
    expect(within(block).getByRole('link', { name: '+ Legg til produkt' }).getAttribute('href')).toBe(
      `/itemCreate?categoryId=${buildCategory().id}`,
    );
    expect(within(block).getByRole('link', { name: 'Sorter produktene i «Pizza»' }).getAttribute('href')).toBe(
      `/itemsOfCategorySort?categoryId=${buildCategory().id}`,
    );
    expect(screen.getByRole('link', { name: '+ Legg til kategori' }).getAttribute('href')).toBe('/categoryCreate');
    expect(screen.getByRole('link', { name: 'Rediger kategorien «Pizza»' }).getAttribute('href')).toBe(
      `/categoryEdit?categoryId=${buildCategory().id}`,
    );
    expect(screen.getByRole('heading', { name: 'Grupper for valg og tillegg' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Vis valgene i «Ekstra topping»' }));
    expect((await screen.findByRole('link', { name: '+ Legg til valg' })).getAttribute('href')).toBe(
      `/addOnCreate?addOnGroupId=${buildGroup().id}`,
    );
    expect(screen.getByTestId('add-on-price').textContent).toBe('20\u00a0kr');
  });

  it('narrows the products to the names matching the search, hiding categories without a match', async () => {
    const drinks = buildCategory({ id: '0190a000-0000-7000-8000-0000000000d1', name: 'Drikke', sortOrder: 1 });
    fetchMock.mockResolvedValue(
      json({
        ...page([
          buildItem(),
          buildItem({ id: 'i2', name: 'Pepperoni', sortOrder: 1 }),
          buildItem({ id: 'i3', name: 'Pepsi Max', categoryId: drinks.id }),
        ]),
        categories: [buildCategory(), drinks],
      }),
    );
    renderWithProviders(<ProductsScreen user={buildUser()} />);
    const search = await screen.findByLabelText('Søk etter produkt');
    expect(screen.getAllByTestId('category-block')).toHaveLength(2);
    fireEvent.change(search, { target: { value: '  PEP ' } });
    expect(screen.getAllByTestId('item-name').map((element) => element.textContent)).toEqual(['Pepperoni', 'Pepsi Max']);
    expect(screen.getByTestId('products-search-count').textContent).toBe('2 produkter passer til søket.');
    fireEvent.change(search, { target: { value: 'pepsi' } });
    expect(screen.getAllByTestId('category-block')).toHaveLength(1);
    expect(screen.getAllByTestId('item-name').map((element) => element.textContent)).toEqual(['Pepsi Max']);
    fireEvent.change(search, { target: { value: 'sushi' } });
    expect(screen.queryByTestId('category-block')).toBeNull();
    expect(screen.getByTestId('products-search-count').textContent).toBe('Ingen produkter passer til søket.');
    fireEvent.change(search, { target: { value: '' } });
    expect(screen.getAllByTestId('item-name')).toHaveLength(3);
  });

  it('leaves out the add-on groups when the merchant does not use add-ons', async () => {
    fetchMock.mockResolvedValue(json(page()));
    renderWithProviders(<ProductsScreen user={buildUser({ merchantSetting: buildSetting({ useAddOns: false }) })} />);
    await screen.findByTestId('category-block');
    expect(screen.queryByText('Grupper for valg og tillegg')).toBeNull();
  });

  it('asks before deleting a category and refreshes the list after', async () => {
    fetchMock.mockResolvedValueOnce(json(page()));
    renderWithProviders(<ProductsScreen user={buildUser()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Slett kategorien «Pizza»' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Slett kategori')).toBeTruthy();
    expect(within(dialog).getByTestId('confirm-message').textContent).toBe('Vil du slette kategorien «Pizza» og alle produktene i den?');
    expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toBeTruthy();

    fetchMock.mockResolvedValueOnce(new Response('SUCCEEDED', { status: 200, headers: { 'Content-Type': 'text/plain' } }));
    fetchMock.mockResolvedValueOnce(json({ ...page([]), categories: [] }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(screen.queryByTestId('category-block')).toBeNull());
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/product/deleteCategory');
    expect(JSON.parse(fetchMock.mock.calls[1]![1]!.body as string)).toEqual({
      merchant: 'demo',
      categoryId: buildCategory().id,
      imageUrl: null,
    });
    expect(fetchMock.mock.calls[2]![0]).toBe('/api/product/getProducts?merchant=demo');
    expect(screen.getAllByText('Ingen kategorier ennå. Legg til den første kategorien.').length).toBeGreaterThan(0);
  });

  it('says so when the menu cannot be loaded', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503 }));
    renderWithProviders(<ProductsScreen user={buildUser()} />);
    expect((await screen.findByTestId('products-error', {}, { timeout: 5000 })).textContent).toBe(
      'Kunne ikke hente produktene. Prøv igjen senere.',
    );
  });
});
