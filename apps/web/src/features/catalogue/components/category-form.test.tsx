// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { buildLocation, buildSetting } from '@/testing/users';
import { buildCategory } from '../testing/catalogue-data';
import { CategoryForm } from './category-form';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
}

const locations = [buildLocation(), buildLocation({ id: '00000000-0000-4000-8000-000000000002', name: 'Nord' })];
const checked = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).checked;

describe('category form', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('is titled for creating, with every location chosen', () => {
    renderWithProviders(<CategoryForm merchant="demo" setting={buildSetting()} locations={locations} category={null} />);
    expect(screen.getByRole('heading', { name: 'Legg til kategori' })).toBeTruthy();
    expect(checked('Sentrum')).toBe(true);
    expect(checked('Nord')).toBe(true);
  });

  it('resets the order types when the item type changes', () => {
    renderWithProviders(<CategoryForm merchant="demo" setting={buildSetting()} locations={locations} category={buildCategory()} />);
    expect(screen.getByRole('heading', { name: 'Rediger kategori' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Spise her'));
    expect(checked('Spise her')).toBe(false);
    fireEvent.change(screen.getByLabelText(/^Varetype/), { target: { value: 'DRINK_ALCOHOL' } });
    expect(checked('Spise her')).toBe(true);
    expect(checked('Ta med')).toBe(false);
    fireEvent.change(screen.getByLabelText(/^Varetype/), { target: { value: 'DRINK' } });
    expect(checked('Spise her')).toBe(true);
    expect(checked('Ta med')).toBe(true);
  });

  it('needs a name and an item type, and shows a server message beside its field', async () => {
    renderWithProviders(<CategoryForm merchant="demo" setting={buildSetting()} locations={locations} category={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Kategorien må ha et navn')).toBeTruthy();
    expect(screen.getByText('Velg varetype')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'VALIDATION_FAILED', message: 'Ugyldig', fields: { name: 'Navnet er for langt' } } }), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    fireEvent.change(screen.getByLabelText(/^Navn/), { target: { value: 'Pizza' } });
    fireEvent.change(screen.getByLabelText(/^Varetype/), { target: { value: 'DISH' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Navnet er for langt')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('form-failure')).toBeNull());
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toMatchObject({
      merchant: 'demo',
      name: 'Pizza',
      itemType: 'DISH',
      availableAtLocationIds: [locations[0]!.id, locations[1]!.id],
      availableForOrderTypes: ['DINE_IN', 'TAKEAWAY'],
      sortOrder: -1,
    });
  });
  it("picks the item type's SAF-T article group, which can be changed, and saves the one chosen", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify(buildCategory({ itemType: 'DRINK_ALCOHOL', articleGroup: '04008' })), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    renderWithProviders(<CategoryForm merchant="demo" setting={buildSetting()} locations={locations} category={null} />);
    const group = () => screen.getByLabelText(/^Varegruppe \(SAF-T\)/) as HTMLSelectElement;
    expect(group().value).toBe('');
    fireEvent.change(screen.getByLabelText(/^Navn/), { target: { value: 'Øl og vin' } });
    fireEvent.change(screen.getByLabelText(/^Varetype/), { target: { value: 'DRINK_ALCOHOL' } });
    expect(group().value).toBe('04007');
    expect(group().selectedOptions[0]!.text).toBe('Øl (04007)');
    fireEvent.change(screen.getByLabelText(/^Varetype/), { target: { value: 'DRINK' } });
    expect(group().value).toBe('04011');
    fireEvent.change(screen.getByLabelText(/^Varetype/), { target: { value: 'DRINK_ALCOHOL' } });
    fireEvent.change(group(), { target: { value: '04008' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toMatchObject({ itemType: 'DRINK_ALCOHOL', articleGroup: '04008' });
  });

  it('shows the saved article group of a category being edited', () => {
    renderWithProviders(
      <CategoryForm
        merchant="demo"
        setting={buildSetting()}
        locations={locations}
        category={buildCategory({ itemType: 'DRINK_ALCOHOL', articleGroup: '04009' })}
      />,
    );
    expect((screen.getByLabelText(/^Varegruppe \(SAF-T\)/) as HTMLSelectElement).value).toBe('04009');
  });
});
