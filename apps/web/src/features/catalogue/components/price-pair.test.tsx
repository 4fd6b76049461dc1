// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import type { PriceFields } from '../price-fields';
import { PricePair } from './price-pair';

function Harness({ rate }: { rate: number }) {
  const [value, setValue] = useState<PriceFields>({ net: '', gross: '' });
  return <PricePair netLabel="Uten MVA" grossLabel="Med MVA" ratePercent={rate} value={value} onChange={setValue} testId="p" />;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('price pair', () => {
  afterEach(cleanup);

  it('fills the price with VAT while the price without VAT is typed', () => {
    renderWithProviders(<Harness rate={15} />);
    fireEvent.change(input('Uten MVA'), { target: { value: '100' } });
    expect(input('Med MVA').value).toBe('115');
    fireEvent.change(input('Uten MVA'), { target: { value: '129,57' } });
    expect(input('Med MVA').value).toBe('149');
  });

  it('fills the price without VAT while the price with VAT is typed', () => {
    renderWithProviders(<Harness rate={25} />);
    fireEvent.change(input('Med MVA'), { target: { value: '149' } });
    expect(input('Uten MVA').value).toBe('119,2');
    fireEvent.change(input('Med MVA'), { target: { value: '' } });
    expect(input('Uten MVA').value).toBe('');
  });
});
