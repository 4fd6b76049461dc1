// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Discount, DiscountAdmin } from '@bakrom/shared/schemas/loyalty';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { buildLocation } from '@/testing/users';
import { DiscountForm } from './discount-form';

const bryggen = buildLocation({ id: '00000000-0000-4000-8000-0000000000a1', name: 'Bryggen' });
const aker = buildLocation({ id: '00000000-0000-4000-8000-0000000000a2', name: 'Aker brygge' });
const items = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'Margherita', categoryId: '00000000-0000-4000-8000-0000000000c1' },
  { id: '00000000-0000-4000-8000-000000000002', name: 'Pepperoni', categoryId: '00000000-0000-4000-8000-0000000000c1' },
  { id: '00000000-0000-4000-8000-000000000003', name: 'Cola', categoryId: '00000000-0000-4000-8000-0000000000c2' },
];
const categories = [
  { id: '00000000-0000-4000-8000-0000000000c1', name: 'Pizza' },
  { id: '00000000-0000-4000-8000-0000000000c2', name: 'Drikke' },
];
const saved: Discount = {
  id: 'd1',
  type: 'discount',
  merchant: 'demo',
  name: 'Pizzakveld',
  showAsCategory: false,
  description: '',
  percent: 20,
  fromDate: '2026-11-25',
  toDate: '2026-11-30',
  itemIds: ['00000000-0000-4000-8000-000000000001'],
  validForLocationIds: ['00000000-0000-4000-8000-0000000000a1'],
  validForChannelIds: ['POS'],
  active: true,
};

function renderForm(data: Partial<DiscountAdmin> = {}) {
  const admin: DiscountAdmin = { locations: [bryggen, aker], categories, items, selectedItems: [], discount: null, ...data };
  renderWithProviders(<DiscountForm merchant="demo" data={admin} />);
}

const chosen = () => screen.getByTestId('discount-products-chosen').textContent;
const openPicker = () => fireEvent.click(screen.getByRole('button', { name: 'Velg produkter' }));

describe('discount form', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('starts a new discount today, at every location, with no products; OK keeps the choice and Back clears it', () => {
    renderForm();
    expect(screen.getByRole('checkbox', { name: 'Bryggen' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Aker brygge' })).toHaveProperty('checked', true);
    expect(screen.getByText('For én enkelt dag: velg samme dato i fra og til. Gjelder én dag.')).toBeTruthy();
    expect(chosen()).toBe('Ingen produkter valgt');
    openPicker();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Margherita' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cola' }));
    fireEvent.click(screen.getByRole('button', { name: 'OK (2)' }));
    expect(chosen()).toBe('2 produkter valgt');
    openPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Velg alle' }));
    expect(screen.getByRole('button', { name: 'OK (3)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tilbake' }));
    expect(chosen()).toBe('Ingen produkter valgt');
  });

  it("filters the picker's products by name with 'Søk etter produkt', keeping chosen products chosen out of view", () => {
    renderForm();
    openPicker();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cola' }));
    const search = screen.getByRole('searchbox', { name: 'Søk etter produkt' });
    fireEvent.change(search, { target: { value: ' PEP' } });
    expect(screen.getAllByTestId('picker-product')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Pepperoni' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Cola' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Drikke' })).toBeNull();
    expect(screen.getByTestId('picker-hidden-chosen').textContent).toBe('1 valgt produkt vises ikke i søket, men er fortsatt valgt.');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pepperoni' }));
    expect(screen.getByRole('button', { name: 'OK (2)' })).toBeTruthy();
    fireEvent.change(search, { target: { value: 'sushi' } });
    expect(screen.getByText('Ingen produkter passer til «sushi».')).toBeTruthy();
    expect(screen.getByTestId('picker-hidden-chosen').textContent).toBe('2 valgte produkter vises ikke i søket, men er fortsatt valgt.');
    fireEvent.change(search, { target: { value: '' } });
    expect(screen.getByRole('checkbox', { name: 'Cola' })).toHaveProperty('checked', true);
    expect(screen.queryByTestId('picker-hidden-chosen')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK (2)' }));
    expect(chosen()).toBe('2 produkter valgt');
  });

  it('brings back the saved choice when Back leaves the picker of an existing discount', () => {
    renderForm({ discount: saved, selectedItems: ['00000000-0000-4000-8000-000000000001'] });
    expect(chosen()).toBe('1 produkt valgt');
    openPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Fjern alle' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Drikke/ }));
    fireEvent.click(screen.getByRole('button', { name: 'OK (1)' }));
    openPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Tilbake' }));
    expect(chosen()).toBe('1 produkt valgt');
    expect(screen.getByRole('checkbox', { name: 'Aker brygge' })).toHaveProperty('checked', false);
  });

  it('asks for a name, a percent above 0, a product and a channel before anything is sent', () => {
    const post = vi.spyOn(api, 'post');
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(screen.getByText('Navn må fylles ut')).toBeTruthy();
    expect(screen.getByText('Fyll ut prosent')).toBeTruthy();
    expect(screen.getByText('Velg minst ett produkt')).toBeTruthy();
    expect(screen.getByText('Velg minst én kanal')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the discount with its products, channels and locations', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(saved);
    renderForm();
    fireEvent.change(screen.getByLabelText(/Navn/), { target: { value: 'Pizzakveld' } });
    fireEvent.change(screen.getByLabelText(/Prosent/), { target: { value: '20' } });
    openPicker();
    fireEvent.click(screen.getByRole('checkbox', { name: /Pizza/ }));
    fireEvent.click(screen.getByRole('button', { name: 'OK (2)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Takeaway på nett' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kasse' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![0]).toBe('/loyalty/createDiscount');
    expect(post.mock.calls[0]![1]).toMatchObject({
      merchant: 'demo',
      name: 'Pizzakveld',
      percent: 20,
      itemIds: ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'],
      validForChannelIds: ['WEB_TAKEAWAY', 'POS'],
      validForLocationIds: ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2'],
    });
  });
});
