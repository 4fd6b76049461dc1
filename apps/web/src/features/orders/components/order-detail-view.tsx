import { useState } from 'react';
import { Button } from '@mantine/core';
import type { Functionality } from '@bakrom/shared/enums';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ScreenState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useOrderDetail } from '@/lib/api/get-order-detail';
import { useMarkOrderCompleted } from '../api/update-order-status';
import { canMarkCompleted, refundOffer } from '../order-display';
import { OrderDetail } from './order-detail';

interface OrderDetailViewProps {
  merchant: string;
  orderDocumentId: string;
  mode: Functionality;
  isSuperAdmin: boolean;
  /** false after a refund (/orderDetail?showRefundInfo=false): no refund button or information. */
  showRefundInfo?: boolean;
  headingOrder?: 1 | 2;
}

/** Loads an order with getDataForOrderDetailGui and shows it; a super admin can mark it completed after a question. */
export function OrderDetailView({
  merchant,
  orderDocumentId,
  mode,
  isSuperAdmin,
  showRefundInfo = true,
  headingOrder,
}: OrderDetailViewProps) {
  const t = texts.orders;
  const detail = useOrderDetail(merchant, orderDocumentId);
  const complete = useMarkOrderCompleted();
  const [asking, setAsking] = useState(false);

  const close = () => {
    setAsking(false);
    complete.reset();
  };

  return (
    <ScreenState query={detail} back={{ to: '/orders', label: t.back }}>
      {({ order }) => (
        <>
          <OrderDetail
            order={order}
            headingOrder={headingOrder}
            refund={showRefundInfo ? refundOffer(order, mode) : null}
            completeAction={
              isSuperAdmin && canMarkCompleted(order) ? (
                <Button variant="light" onClick={() => setAsking(true)} data-testid="mark-completed">
                  {t.complete.button}
                </Button>
              ) : null
            }
          />
          <ConfirmDialog
            opened={asking}
            title={t.complete.title}
            message={t.complete.text(order.orderId)}
            confirmLabel={t.complete.confirm}
            cancelLabel={t.complete.cancel}
            pending={complete.isPending}
            error={complete.error ? (complete.error instanceof ApiError ? complete.error.message : t.complete.failed) : null}
            onCancel={close}
            onConfirm={() => complete.mutate({ merchant, orderDocumentId: order.id }, { onSuccess: close })}
          />
        </>
      )}
    </ScreenState>
  );
}
