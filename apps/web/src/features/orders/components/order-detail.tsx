import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Badge, Button, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime, formatDateTimeSeconds, formatMoney } from '@bakrom/shared/format';
import type { Order } from '@bakrom/shared/schemas/orders';
import hidden from '@/components/a11y/visually-hidden.module.css';
import { texts } from '@/i18n';
import {
  addOnPrice,
  addressText,
  cartItemPrice,
  givenOrNotSet,
  linesShowOre,
  paymentStatusLabel,
  pendingRefundText,
  percentText,
  type RefundOffer,
} from '../order-display';
import { StatusBadge } from './status-badge';

interface OrderDetailProps {
  order: Order;
  /** The refund button and information (spec part 1 §5); left out with showRefundInfo=false. */
  refund: RefundOffer | null;
  /** 'Merk som fullført' for a super admin, when the order is neither completed nor cancelled. */
  completeAction?: ReactNode;
  /** The heading level of the order number: 1 on its own page, 2 inside the side panel. */
  headingOrder?: 1 | 2;
}

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid={testId}>
      <Text span c="dimmed" miw={140} size="sm">
        {label}
      </Text>
      <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function AmountRow({ label, amount, testId, strong = false }: { label: string; amount: string; testId?: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" data-testid={testId}>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Text>
    </Group>
  );
}

/** When a refund attempt was made and by whom: '25.11.2026 14:32 av Kari Nordmann'. */
const attemptLabel = (time: string, by: string | null) => {
  const t = texts.orders;
  return `${formatDateTime(time)}${by ? ` ${t.detail.refundedBy(by)}` : ''}`;
};

/** Everything the specification lists of an order (part 1 §2 Order detail, §3 Order and Cart item). */
export function OrderDetail({ order, refund, completeAction, headingOrder = 2 }: OrderDetailProps) {
  const t = texts.orders;
  const d = t.detail;
  const address = addressText(order);
  const paymentLabel = paymentStatusLabel(order);
  const timeLabel = order.orderType === 'DELIVERY' ? d.deliveryTime : d.pickupTime;
  const timeOption =
    order.deliveryTimeOption === 'asSoonAsPossible' ? d.asSoonAsPossible : order.pickupTimeOption ? d.whenFoodIsReady : null;
  const pendingRefund = pendingRefundText(order);
  const failedRefunds = order.failedRefunds ?? [];
  const withOre = linesShowOre(order);

  return (
    <Stack gap="md" data-testid="order-detail">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={headingOrder} fz="h3" data-testid="order-detail-number">
          {t.orderNumber(order.orderId)}
        </Title>
        <Group gap="xs">
          <StatusBadge status={order.orderStatus} />
          <Badge color={order.payments.length > 0 ? 'green' : 'gray'} variant="light" tt="none" data-testid="order-detail-payment-status">
            {paymentLabel}
          </Badge>
        </Group>
      </Group>

      {pendingRefund && (
        <Alert color="blue" role="status" data-testid="refund-pending">
          {pendingRefund}
        </Alert>
      )}

      {(refund?.path || refund?.info || completeAction) && (
        <Stack gap="xs">
          {refund?.info && (
            <Alert color="yellow" data-testid="refund-info">
              {refund.info}
            </Alert>
          )}
          <Group gap="sm">
            {refund?.path && (
              <Button component={Link} to={refund.path} color="red" variant="light" data-testid="refund-button">
                {t.refundButton}
              </Button>
            )}
            {completeAction}
          </Group>
        </Stack>
      )}

      <Stack gap={6}>
        <Field label={d.orderedTime} testId="order-detail-ordered">
          {formatDateTimeSeconds(order.orderedTime)}
        </Field>
        <Field label={d.orderType}>{t.orderTypes[order.orderType]}</Field>
        <Field label={d.channel}>{t.channels[order.channel]}</Field>
        {order.channel === 'POS' && <Field label={d.terminal}>{order.registeredAtTerminalId}</Field>}
        <Field label={d.location}>{order.locationName}</Field>
        <Field label={d.status}>{t.statuses[order.orderStatus]}</Field>
        <Field label={d.paymentStatus}>{paymentLabel}</Field>
        <Field label={d.name} testId="order-detail-name">
          {givenOrNotSet(order.name)}
        </Field>
        <Field label={d.mobileNumber} testId="order-detail-mobile">
          {givenOrNotSet(order.mobileNumber)}
        </Field>
        {address && <Field label={d.address}>{address}</Field>}
        {order.nameOnDoorbell && <Field label={d.nameOnDoorbell}>{order.nameOnDoorbell}</Field>}
        {order.tableName && <Field label={d.tableName}>{order.tableName}</Field>}
        {order.servedBy && <Field label={d.servedBy}>{order.servedBy}</Field>}
        {(order.pickupOrDeliveryTime || timeOption) && (
          <Field label={timeLabel}>{order.pickupOrDeliveryTime ? formatDateTime(order.pickupOrDeliveryTime) : timeOption}</Field>
        )}
        {order.description && <Field label={d.description}>{order.description}</Field>}
        {order.settled && <Field label={d.settled}>✓</Field>}
      </Stack>

      <Divider />
      <Title order={headingOrder === 1 ? 2 : 3} fz="h4">
        {d.items}
      </Title>
      <Table verticalSpacing={6} horizontalSpacing={0} data-testid="order-items">
        <caption className={hidden.hidden}>{d.itemsCaption}</caption>
        <Table.Thead className={hidden.hidden}>
          <Table.Tr>
            <Table.Th>{d.item}</Table.Th>
            <Table.Th>{d.amount}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.cartItems.map((item) => (
            <Table.Tr key={item.id} data-testid="order-item">
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm" fw={600}>
                    {item.count} × {item.itemName}
                    {item.itemSubselection ? ` (${item.itemSubselection.name})` : ''}
                  </Text>
                  {item.addOnCartItems.map((addOn) => (
                    <Group key={addOn.id} justify="space-between" wrap="nowrap" data-testid="order-add-on">
                      <Text size="sm" c="dimmed">
                        + {addOn.count} × {addOn.name}
                        {addOn.refundedCount > 0 ? ` · ${d.refunded(addOn.refundedCount)}` : ''}
                      </Text>
                      {addOn.price > 0 && (
                        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                          {addOnPrice(addOn, withOre)}
                        </Text>
                      )}
                    </Group>
                  ))}
                  {item.discountPercent > 0 && (
                    <Text size="sm" c="dimmed">
                      {d.discount(percentText(item.discountPercent))}
                    </Text>
                  )}
                  {item.spicyLevel && (
                    <Text size="sm" c="dimmed">
                      {d.spicyLevel}: {item.spicyLevel}
                    </Text>
                  )}
                  {item.comment && (
                    <Text size="sm" c="dimmed">
                      {d.comment}: {item.comment}
                    </Text>
                  )}
                  {item.refundedCount > 0 && (
                    <Text size="sm" c="red.8">
                      {d.refunded(item.refundedCount)}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td ta="right" valign="top" style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm" fw={600} data-testid="order-item-price">
                  {cartItemPrice(item, withOre)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      <Stack gap={4} data-testid="order-totals">
        {order.tipsAmount > 0 && <AmountRow label={d.tips} amount={formatMoney(order.tipsAmount)} testId="order-tips" />}
        {order.manualDiscount > 0 && <AmountRow label={d.manualDiscount} amount={`−${formatMoney(order.manualDiscount)}`} />}
        {order.usedPoints > 0 && <AmountRow label={d.usedPoints} amount={d.points(order.usedPoints)} testId="order-points" />}
        <AmountRow label={d.totalAmount} amount={formatMoney(order.totalAmount)} />
        <AmountRow label={d.toPayAmount} amount={formatMoney(order.toPayAmount)} strong testId="order-to-pay" />
      </Stack>

      <Stack gap={4} data-testid="order-vats">
        {order.vats.map((vat) => (
          <AmountRow key={vat.vatRate} label={d.vatRate(percentText(vat.vatRate))} amount={formatMoney(vat.vatAmount)} />
        ))}
        <AmountRow label={d.totalVat} amount={formatMoney(order.totalVat)} />
      </Stack>

      <Divider />
      <Title order={headingOrder === 1 ? 2 : 3} fz="h4">
        {d.payments}
      </Title>
      {order.payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {d.noPayments}
        </Text>
      ) : (
        <Stack gap={4} data-testid="order-payments">
          {order.payments.length > 1 && (
            <Text size="sm" fw={600}>
              {t.paidSplit}
            </Text>
          )}
          {order.payments.map((payment) => (
            <AmountRow
              key={payment.id}
              label={`${t.paymentTypes[payment.paymentType]}${payment.cardType ? ` ${d.cardType(payment.cardType)}` : ''}`}
              amount={formatMoney(payment.amount)}
              testId="order-payment"
            />
          ))}
        </Stack>
      )}

      {(order.refunds.length > 0 || failedRefunds.length > 0 || order.pendingRefund) && (
        <>
          <Divider />
          <Title order={headingOrder === 1 ? 2 : 3} fz="h4">
            {d.refunds}
          </Title>
          {order.refunds.length > 0 && (
            <Stack gap="sm" data-testid="order-refunds">
              {order.refunds.map((refund) => (
                <Stack key={refund.id} gap={2}>
                  <AmountRow label={attemptLabel(refund.createdTime, refund.refundedBy)} amount={`−${formatMoney(refund.amount)}`} />
                  <Text size="sm" c="green.9">
                    {d.refundSucceeded}
                  </Text>
                  {refund.lines.map((line) => (
                    <Text key={line.name} size="sm" c="dimmed">
                      {line.count} × {line.name} ({formatMoney(line.amount)})
                    </Text>
                  ))}
                </Stack>
              ))}
              <AmountRow label={d.refundedTotal} amount={`−${formatMoney(order.refundedTotalAmount)}`} />
            </Stack>
          )}
          {order.pendingRefund && (
            <Stack gap={2} data-testid="order-refund-in-progress">
              <AmountRow
                label={attemptLabel(order.pendingRefund.startedTime, null)}
                amount={`−${formatMoney(order.pendingRefund.amount)}`}
              />
              <Text size="sm" c="blue.9">
                {d.refundInProgress}
              </Text>
            </Stack>
          )}
          {failedRefunds.length > 0 && (
            <Stack gap="sm" data-testid="order-failed-refunds">
              {failedRefunds.map((refund) => (
                <Stack key={refund.id} gap={2} data-testid="order-failed-refund">
                  <AmountRow label={attemptLabel(refund.startedTime, refund.refundedBy)} amount={formatMoney(refund.amount)} />
                  <Text size="sm" c="red.8">
                    {d.refundFailed(refund.failureReason)}
                  </Text>
                </Stack>
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
