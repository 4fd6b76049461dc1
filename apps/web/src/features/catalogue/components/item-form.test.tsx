// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { buildSetting } from '@/testing/users';
import { buildCategory, buildItem, buildItemAdminData } from '../testing/catalogue-data';
import { ItemForm } from './item-form';

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

function chooseItemType(label: string) {
  const select = screen.getByLabelText(/^Varetype/) as HTMLSelectElement;
  const option = [...select.options].find((entry) => entry.text === label);
  if (!option) throw new Error(`No item type ${label}`);
  fireEvent.change(select, { target: { value: option.value } });
}

const optionLabels = () => [...(screen.getByLabelText(/^Varetype/) as HTMLSelectElement).options].map((option) => option.text);

// Mantine's autosizing text areas listen to document.fonts, which happy-dom does not have.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
}

describe('item form', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('offers zip codes for a delivery service only, and the item types the merchant allows', () => {
    renderWithProviders(<ItemForm merchant="demo" setting={buildSetting()} data={buildItemAdminData()} />);
    expect(screen.queryByTestId('item-zip-codes')).toBeNull();
    chooseItemType('Leveringstjeneste');
    expect(screen.getByTestId('item-zip-codes')).toBeTruthy();
    chooseItemType('Matrett');
    expect(screen.queryByTestId('item-zip-codes')).toBeNull();
    cleanup();

    renderWithProviders(<ItemForm merchant="demo" setting={buildSetting({ offerDeliveryService: false })} data={buildItemAdminData()} />);
    expect(optionLabels()).toEqual(['Matrett', 'Bubble tea', 'Drikke UTEN alkohol', 'Drikke MED alkohol', 'Tilbehør']);
  });

  it('marks the price the item type needs', () => {
    renderWithProviders(<ItemForm merchant="demo" setting={buildSetting()} data={buildItemAdminData()} />);
    const required = (label: string) =>
      (screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)) as HTMLInputElement).required;
    expect(required('Pris uten MVA (Ta med)')).toBe(false);
    chooseItemType('Drikke MED alkohol');
    expect(required('Pris uten MVA (Spise her)')).toBe(true);
    expect(required('Pris uten MVA (Ta med)')).toBe(false);
    chooseItemType('Drikke UTEN alkohol');
    expect(required('Pris uten MVA (Ta med)')).toBe(true);
  });

  it('leaves out what the merchant settings turn off', () => {
    const setting = buildSetting({
      useAddOns: false,
      showSpicyLevelSelections: false,
      enableShowAsDiscount: false,
      showAvailableOnDays: false,
    });
    renderWithProviders(<ItemForm merchant="demo" setting={setting} data={buildItemAdminData()} />);
    expect(screen.queryByText('Grupper for valg og tillegg')).toBeNull();
    expect(screen.queryByText('Valg av styrkegrad')).toBeNull();
    expect(screen.queryByText('Vis som tilbud')).toBeNull();
    expect(screen.queryByText('Tilgjengelig på dager')).toBeNull();
    expect(screen.getByText('Allergener')).toBeTruthy();
  });

  it('offers the holiday among the days only with its option', () => {
    renderWithProviders(
      <ItemForm merchant="demo" setting={buildSetting({ showAvailableOnDaysHolidayOption: false })} data={buildItemAdminData()} />,
    );
    expect(screen.getByLabelText('Søndag')).toBeTruthy();
    expect(screen.queryByLabelText('Helligdag')).toBeNull();
  });

  it('says below an empty dine-in price that it sells at the takeaway price, and what that comes to', () => {
    renderWithProviders(<ItemForm merchant="demo" setting={buildSetting()} data={buildItemAdminData()} />);
    expect(screen.queryByTestId('item-price-dine-in-note')).toBeNull();
    fireEvent.change(screen.getByLabelText('Pris med 15 % MVA (Ta med)'), { target: { value: '199' } });
    // Kroner are written with a no-break space ('216 kr').
    expect(screen.getByTestId('item-price-dine-in-note').textContent?.replace(/\u00a0/g, ' ')).toBe(
      'Tomt: spise her-prisen regnes fra takeaway-prisen uten MVA, med 25 % MVA (216 kr)',
    );
    fireEvent.change(screen.getByLabelText('Pris med 25 % MVA (Spise her)'), { target: { value: '229' } });
    expect(screen.queryByTestId('item-price-dine-in-note')).toBeNull();
  });

  it("says the same below a variant's empty dine-in price", () => {
    renderWithProviders(<ItemForm merchant="demo" setting={buildSetting()} data={buildItemAdminData()} />);
    fireEvent.click(screen.getByRole('button', { name: '+ Legg til variant' }));
    fireEvent.change(screen.getByTestId('variant-price-gross'), { target: { value: '199' } });
    expect(screen.getByTestId('variant-price-dine-in-note').textContent?.replace(/\u00a0/g, ' ')).toBe(
      'Tomt: spise her-prisen regnes fra takeaway-prisen uten MVA, med 25 % MVA (216 kr)',
    );
  });

  it('checks the form with the shared schema before anything is sent', async () => {
    renderWithProviders(
      <ItemForm merchant="demo" setting={buildSetting()} data={buildItemAdminData({ category: buildCategory({ itemType: 'DRINK' }) })} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Produktet må ha et navn')).toBeTruthy();
    expect(screen.getByText('Prisen (Ta med) må være over 0')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves an edited item with its price without VAT, typed with VAT', async () => {
    fetchMock.mockResolvedValue(json(buildItem()));
    renderWithProviders(<ItemForm merchant="demo" setting={buildSetting()} data={buildItemAdminData({ item: buildItem() })} />);
    expect((screen.getByLabelText('Pris med 15 % MVA (Ta med)') as HTMLInputElement).value).toBe('149');
    fireEvent.change(screen.getByLabelText('Pris med 15 % MVA (Ta med)'), { target: { value: '159' } });
    expect((screen.getByLabelText('Pris uten MVA (Ta med)') as HTMLInputElement).value).toBe('138,26');
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/product/editItem');
    expect(JSON.parse(init!.body as string)).toMatchObject({
      itemId: buildItem().id,
      merchant: 'demo',
      price: 138.26,
      priceDineIn: 119.2,
      name: 'Margherita',
    });
  });
  it("sells an item in its category's article group unless another is chosen, and saves the override or its absence", async () => {
    fetchMock.mockResolvedValue(json(buildItem()));
    renderWithProviders(<ItemForm merchant="demo" setting={buildSetting()} data={buildItemAdminData({ item: buildItem() })} />);
    const group = screen.getByLabelText(/^Varegruppe/) as HTMLSelectElement;
    expect(group.value).toBe('');
    expect(group.selectedOptions[0]!.text).toBe('Som kategorien');
    fireEvent.change(group, { target: { value: '04008' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toMatchObject({ articleGroup: '04008' });
    cleanup();

    fetchMock.mockClear();
    renderWithProviders(
      <ItemForm merchant="demo" setting={buildSetting()} data={buildItemAdminData({ item: buildItem({ articleGroup: '04010' }) })} />,
    );
    const saved = screen.getByLabelText(/^Varegruppe/) as HTMLSelectElement;
    expect(saved.value).toBe('04010');
    fireEvent.change(saved, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string).articleGroup).toBeNull();
  });
});
