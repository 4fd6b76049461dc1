import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { pendingRefundText, refundOffer } from '../order-display';
import { buildCartItem, buildOrder } from '@/testing/orders';
import { OrderDetail } from './order-detail';

const pending = { id: 'r1', startedTime: '2026-11-25T13:32:10.000Z', amount: 14900 };

describe('a refund being checked with the payment provider', () => {
  it('says so with the time it started (Oslo time; the date too when it was not today)', () => {
    const order = buildOrder({ pendingRefund: pending });
    expect(pendingRefundText(order, new Date('2026-11-25T20:00:00Z'))).toBe(
      'Refusjonen sjekkes hos betalingsleverandøren (startet 14:32).',
    );
    expect(pendingRefundText(order, new Date('2026-11-26T08:00:00Z'))).toBe(
      'Refusjonen sjekkes hos betalingsleverandøren (startet 25.11.2026 14:32).',
    );
    expect(pendingRefundText(buildOrder())).toBeNull();
  });

  it('offers no refund meanwhile, and the refund again once none is pending', () => {
    expect(refundOffer(buildOrder({ pendingRefund: pending }), 'TAKEAWAY')).toEqual({ path: null, info: null });
    expect(refundOffer(buildOrder(), 'TAKEAWAY').path).toMatch(/^\/orderRefund\?orderDocumentId=/);
  });

  it('shows the notice on the order detail, without the refund button', () => {
    const order = buildOrder({ pendingRefund: pending });
    renderWithProviders(<OrderDetail order={order} refund={refundOffer(order, 'TAKEAWAY')} />);
    expect(screen.getByTestId('refund-pending').textContent).toMatch(
      /^Refusjonen sjekkes hos betalingsleverandøren \(startet (\d{2}\.\d{2}\.\d{4} )?14:32\)\.$/,
    );
    expect(screen.queryByTestId('refund-button')).toBeNull();
  });

  it('shows no notice and the refund button for an order without a pending refund', () => {
    const order = buildOrder();
    renderWithProviders(<OrderDetail order={order} refund={refundOffer(order, 'TAKEAWAY')} />);
    expect(screen.queryByTestId('refund-pending')).toBeNull();
    expect(screen.getByTestId('refund-button').getAttribute('href')).toBe(`/orderRefund?orderDocumentId=${order.id}`);
  });
});

describe("the order's refund attempts", () => {
  const succeeded = {
    id: 'ok',
    createdTime: '2026-11-25T13:00:00.000Z',
    amount: 6900,
    tipsAmount: 0,
    paymentType: 'CARD' as const,
    onlinePaymentProvider: 'DINTERO' as const,
    refundedBy: 'Kari Nordmann',
    lines: [{ name: 'Margherita', count: 1, amount: 6900 }],
  };
  const failed = {
    id: 'f1',
    startedTime: '2026-11-25T12:50:00.000Z',
    amount: 6900,
    paymentType: 'CARD' as const,
    onlinePaymentProvider: 'DINTERO' as const,
    refundedBy: 'Kari Nordmann',
    failureReason: 'Beløpet overstiger det som kan refunderes',
  };

  it('lists the successful refund, the failed attempt with the provider’s reason and the one in progress', () => {
    const order = buildOrder({
      refunds: [succeeded],
      refundedTotalAmount: 6900,
      failedRefunds: [failed, { ...failed, id: 'f2', failureReason: null, refundedBy: null }],
      pendingRefund: pending,
    });
    renderWithProviders(<OrderDetail order={order} refund={null} />);
    expect(screen.getByRole('heading', { name: 'Refusjoner' })).toBeTruthy();
    expect(screen.getByTestId('order-refunds').textContent).toContain('Refundert');
    expect(screen.getByTestId('order-refunds').textContent).toContain('−69,00\u00a0kr');
    const attempts = screen.getAllByTestId('order-failed-refund').map((row) => row.textContent);
    expect(attempts[0]).toMatch(/^25\.11\.2026 13:50 av Kari Nordmann69,00\u00a0krMislyktes: Beløpet overstiger det som kan refunderes$/);
    expect(attempts[1]).toMatch(/^25\.11\.2026 13:5069,00\u00a0krMislyktes$/);
    expect(screen.getByTestId('order-refund-in-progress').textContent).toMatch(/−149,00\u00a0krPågår$/);
  });

  it('shows a failed attempt even when nothing was refunded, and no section for an order without attempts', () => {
    renderWithProviders(<OrderDetail order={buildOrder({ failedRefunds: [failed] })} refund={null} />);
    expect(screen.getByTestId('order-failed-refunds')).toBeTruthy();
    expect(screen.queryByTestId('order-refunds')).toBeNull();
    cleanup();
    renderWithProviders(<OrderDetail order={buildOrder()} refund={null} />);
    expect(screen.queryByRole('heading', { name: 'Refusjoner' })).toBeNull();
  });
});

describe('line amounts and the sums below them', () => {
  const prices = () => screen.getAllByTestId('order-item-price').map((cell) => cell.textContent);

  it('shows the øre on the lines where whole kroner would not add up (258 kr + 159 kr for 416,99 kr)', () => {
    const order = buildOrder({
      tipsAmount: 0,
      toPayAmount: 41_699,
      totalAmount: 41_699,
      cartItems: [
        buildCartItem({ id: 'c1', price: 20_639, vatRate: 25, count: 1, grossAmount: 25_799 }),
        buildCartItem({ id: 'c2', itemName: 'Calzone', price: 12_720, vatRate: 25, count: 1, grossAmount: 15_900 }),
      ],
    });
    renderWithProviders(<OrderDetail order={order} refund={null} />);
    expect(prices()).toEqual(['257,99 kr', '159,00 kr']);
    expect(screen.getByTestId('order-totals').textContent).toContain('416,99 kr');
  });

  it('keeps the whole kroner of the specification where they add up', () => {
    renderWithProviders(<OrderDetail order={buildOrder()} refund={null} />);
    expect(prices()).toEqual(['298 kr', '35,10 kr']);
    expect(screen.getAllByTestId('order-add-on')[0]!.textContent).toContain('40 kr');
  });
});
