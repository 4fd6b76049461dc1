import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { buildOrder } from '@/testing/orders';
import { OrderCard } from './order-card';

describe('an order card', () => {
  it('shows the refunded amount of an order with a refund', () => {
    renderWithProviders(<OrderCard order={buildOrder({ refundedTotalAmount: 6900 })} onOpen={() => undefined} />);
    expect(screen.getByTestId('order-card-refunded').textContent).toBe('Refundert 69,00\u00a0kr');
  });

  it('says nothing of refunds for an order without one', () => {
    renderWithProviders(<OrderCard order={buildOrder()} onOpen={() => undefined} />);
    expect(screen.queryByTestId('order-card-refunded')).toBeNull();
    expect(screen.getByTestId('order-card-paid').textContent).toBe('Betalt');
  });
});
