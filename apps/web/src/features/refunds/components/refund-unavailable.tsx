import { Link } from 'react-router';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { localMessage, texts } from '@/i18n';
import { orderDetailPath, refundPagePath, type RefundAvailability } from '../refund-order';

type Unavailable = Extract<RefundAvailability, { ok: false }>;

/** Why not, in the current language. */
function reasonText(reason: Exclude<Unavailable['reason'], 'INFO'>): string {
  const t = texts.refunds.unavailable;
  const reasons: Record<Exclude<Unavailable['reason'], 'INFO'>, string> = {
    NOT_PAID: t.notPaid,
    ALREADY_REFUNDED: t.alreadyRefunded,
    NO_FLOW: t.noFlow,
    NOT_OFFERED: t.notOffered,
    NO_PAYMENT_REFERENCE: t.noPaymentReference,
    OTHER_PAGE: t.otherPage,
  };
  return reasons[reason];
}

/** Why this order cannot be refunded here, instead of the steps: the rule's info, or the page that refunds it. */
export function RefundUnavailable({ availability, orderDocumentId }: { availability: Unavailable; orderDocumentId: string }) {
  const t = texts.refunds.unavailable;
  const message = availability.reason === 'INFO' ? localMessage(availability.message) : reasonText(availability.reason);
  return (
    <Stack gap="sm" align="flex-start" data-testid="refund-unavailable">
      <Alert color="yellow" title={t.title} w="100%" data-testid="refund-unavailable-reason">
        {message}
      </Alert>
      <Group gap="sm">
        {availability.reason === 'OTHER_PAGE' && (
          <Button component={Link} to={refundPagePath(availability.page, orderDocumentId)}>
            {t.toRightPage}
          </Button>
        )}
        <Button component={Link} to={orderDetailPath(orderDocumentId)} variant="light">
          {texts.refunds.toOrder}
        </Button>
      </Group>
    </Stack>
  );
}
