import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Stack } from '@mantine/core';
import type { Functionality } from '@bakrom/shared/enums';
import { asRefundableOrder, type Order } from '@bakrom/shared/schemas/orders';
import { NotFound } from '@/components/not-found';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useRefundOrder } from '@/lib/api/get-order-detail';
import { isOrderId, refundAvailability, type RefundPage } from '../refund-order';
import { RefundSteps } from './refund-steps';
import { RefundUnavailable } from './refund-unavailable';

interface RefundViewProps {
  merchant: string;
  mode: Functionality;
  page: RefundPage;
}

function heading(page: RefundPage, order: Order | undefined): { title: string; description?: string } {
  const t = texts.refunds;
  if (page === 'cashOrderRefund') {
    return { title: t.cashTitle, description: order && t.cashSubline(t.orderTypes[order.orderType], order.orderId) };
  }
  return { title: t.title, description: order && t.orderNumber(order.orderId) };
}

function RefundOrder({ order, merchant, mode, page }: RefundViewProps & { order: Order }) {
  const availability = useMemo(() => refundAvailability(order, mode, page), [order, mode, page]);
  const refundable = useMemo(() => asRefundableOrder(order), [order]);
  if (!availability.ok) return <RefundUnavailable availability={availability} orderDocumentId={order.id} />;
  return (
    <RefundSteps
      merchant={merchant}
      order={order}
      refundable={refundable}
      flow={availability.flow}
      payment={availability.payment}
      units={availability.units}
      tipsAmount={availability.tipsAmount}
    />
  );
}

/**
 * /orderRefund, /webOrderRefund, /softpayOrderRefund and /cashOrderRefund (?orderDocumentId=…): the
 * order's refund in two steps, or why it cannot be refunded here, or the not-found state.
 */
export function RefundView({ merchant, mode, page }: RefundViewProps) {
  const t = texts.refunds;
  const [params] = useSearchParams();
  const raw = params.get('orderDocumentId');
  const orderDocumentId = isOrderId(raw) ? raw : null;
  const query = useRefundOrder(merchant, orderDocumentId);

  const notFound =
    orderDocumentId === null || (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400));
  if (notFound) return <NotFound homePath="/orders" title={t.notFoundTitle} text={t.notFoundText} linkLabel={t.toOrders} />;

  const { title, description } = heading(page, query.data?.order);
  return (
    <Stack gap="lg" maw={760} data-testid="refund-page" data-refund-page={page}>
      <PageTitle title={title} description={description} />
      <ScreenState query={query} back={{ to: '/orders', label: t.toOrders }}>
        {(data) => <RefundOrder order={data.order} merchant={merchant} mode={mode} page={page} />}
      </ScreenState>
    </Stack>
  );
}
