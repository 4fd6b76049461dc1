import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refundTotal, refundUnits, type RefundSelection } from '@bakrom/shared/refunds';
import { renderWithProviders } from '@/testing/render';
import { buildCartItem, buildOrder } from '@/testing/orders';
import { RefundSummary } from './refund-summary';

function summaryOf(order: ReturnType<typeof buildOrder>, unitIds: string[]) {
  const result = refundTotal(order, unitIds, false);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  const selection: RefundSelection = result;
  renderWithProviders(<RefundSummary units={refundUnits(order)} selection={selection} />);
  return {
    lines: screen.getAllByTestId('refund-summary-amount').map((cell) => cell.textContent),
    total: screen.getByTestId('refund-total').textContent,
  };
}

describe('the refund summary', () => {
  it('shows the øre on the lines where whole kroner would not add up to the total', () => {
    // 79,21 kr net at 25 % is 99,01 kr: '−99 kr' beside 'Totalt −99,01 kr' would not add up.
    const order = buildOrder({
      tipsAmount: 0,
      cartItems: [buildCartItem({ id: 'c1', price: 7921, vatRate: 25, count: 1, grossAmount: 9901 })],
    });
    const [unit] = refundUnits(order);
    expect(summaryOf(order, [unit!.id])).toEqual({ lines: ['−99,01\u00a0kr'], total: '−99,01\u00a0kr' });
  });

  it('keeps whole kroner where they add up', () => {
    const order = buildOrder({
      tipsAmount: 0,
      cartItems: [buildCartItem({ id: 'c1', price: 7920, vatRate: 25, count: 1, grossAmount: 9900 })],
    });
    const [unit] = refundUnits(order);
    expect(summaryOf(order, [unit!.id])).toEqual({ lines: ['−99\u00a0kr'], total: '−99,00\u00a0kr' });
  });
});
