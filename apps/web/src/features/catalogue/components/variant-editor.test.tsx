// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { priceFieldsOf } from '../price-fields';
import type { VariantValues } from '../item-values';
import { VariantEditor } from './variant-editor';

const vat = { dineIn: 25, takeOut: 15, delivery: 15 };
const small: VariantValues = {
  key: 's',
  id: 's',
  name: 'Liten',
  price: priceFieldsOf(100, 15),
  priceDineIn: priceFieldsOf(0, 25),
  addOnGroupIds: [],
};

function Harness({
  initial,
  onEditingChange = () => undefined,
}: {
  initial: VariantValues[];
  onEditingChange?: (editing: boolean) => void;
}) {
  const [variants, setVariants] = useState(initial);
  return (
    <>
      <VariantEditor variants={variants} onChange={setVariants} vat={vat} groups={null} onEditingChange={onEditingChange} />
      <output data-testid="names">{variants.map((variant) => variant.name).join(',')}</output>
    </>
  );
}

const addButton = () => screen.getByRole('button', { name: '+ Legg til variant' });

describe('variant editor', () => {
  afterEach(cleanup);

  it('asks a new variant for a name and a price above 0 before it is added', () => {
    renderWithProviders(<Harness initial={[]} />);
    fireEvent.click(addButton());
    fireEvent.click(screen.getByRole('button', { name: 'Lagre variant' }));
    expect(screen.getByText('Varianten må ha et navn')).toBeTruthy();
    expect(screen.getByText('Varianten må ha en pris (Ta med eller Spise her) over 0')).toBeTruthy();
    expect(screen.getByTestId('names').textContent).toBe('');

    fireEvent.change(screen.getByLabelText(/Navn på varianten/), { target: { value: 'Stor' } });
    fireEvent.change(screen.getByLabelText('Pris med 25 % MVA (Spise her)'), { target: { value: '199' } });
    expect((screen.getByLabelText('Pris uten MVA (Spise her)') as HTMLInputElement).value).toBe('159,2');
    fireEvent.click(screen.getByRole('button', { name: 'Lagre variant' }));
    expect(screen.getByTestId('names').textContent).toBe('Stor');
    expect(screen.queryByTestId('variant-draft')).toBeNull();
    expect(screen.getByText('Ta med 0 kr · Spise her 199 kr')).toBeTruthy();
  });

  it('edits one variant at a time, in place, and cancels without a change', () => {
    const onEditingChange = vi.fn();
    const big = { ...small, key: 'b', id: 'b', name: 'Stor' };
    renderWithProviders(<Harness initial={[small, big]} onEditingChange={onEditingChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Rediger varianten «Liten»' }));
    expect(onEditingChange).toHaveBeenLastCalledWith(true);
    const draft = screen.getByTestId('variant-draft');
    expect((within(draft).getByLabelText(/Navn på varianten/) as HTMLInputElement).value).toBe('Liten');
    // While one is open, no other can be opened, added or removed.
    expect((screen.getByRole('button', { name: 'Rediger varianten «Stor»' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Fjern varianten «Stor»' }) as HTMLButtonElement).disabled).toBe(true);
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(within(draft).getByLabelText(/Navn på varianten/), { target: { value: 'Mini' } });
    fireEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(screen.getByTestId('names').textContent).toBe('Liten,Stor');
    expect(onEditingChange).toHaveBeenLastCalledWith(false);

    fireEvent.click(screen.getByRole('button', { name: 'Rediger varianten «Stor»' }));
    fireEvent.change(screen.getByLabelText(/Navn på varianten/), { target: { value: 'Familie' } });
    fireEvent.keyDown(screen.getByLabelText(/Navn på varianten/), { key: 'Enter' });
    expect(screen.getByTestId('names').textContent).toBe('Liten,Familie');
  });

  it('removes a variant', () => {
    renderWithProviders(<Harness initial={[small]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fjern varianten «Liten»' }));
    expect(screen.getByTestId('names').textContent).toBe('');
    expect(screen.getByText('Ingen varianter.')).toBeTruthy();
  });
});
