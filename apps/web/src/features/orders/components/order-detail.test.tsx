import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { pendingRefundText, refundOffer } from '../order-display';
import { buildOrder } from '@/testing/orders';
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
