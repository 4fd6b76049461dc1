import { Link, useSearchParams } from 'react-router';
import { Button, Stack } from '@mantine/core';
import type { Functionality } from '@bakrom/shared/enums';
import { NotFound } from '@/components/not-found';
import { useDocumentTitle } from '@/components/use-document-title';
import { texts } from '@/i18n';
import { OrderDetailView } from './order-detail-view';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface OrderDetailPageProps {
  merchant: string;
  mode: Functionality;
  isSuperAdmin: boolean;
}

/** /orderDetail?orderDocumentId=…(&showRefundInfo=false): the order detail of the side panel as a page of its own. */
export function OrderDetailPage({ merchant, mode, isSuperAdmin }: OrderDetailPageProps) {
  const t = texts.orders;
  const [params] = useSearchParams();
  const orderDocumentId = params.get('orderDocumentId');
  useDocumentTitle(t.detailTitle);
  if (!orderDocumentId || !UUID.test(orderDocumentId)) {
    return <NotFound homePath="/orders" title={t.notFoundTitle} text={texts.forms.screen.notFoundText} linkLabel={t.back} />;
  }
  return (
    <Stack gap="md" maw={720}>
      <Button component={Link} to="/orders" variant="subtle" size="compact-sm" w="fit-content">
        {t.back}
      </Button>
      <OrderDetailView
        merchant={merchant}
        orderDocumentId={orderDocumentId}
        mode={mode}
        isSuperAdmin={isSuperAdmin}
        showRefundInfo={params.get('showRefundInfo') !== 'false'}
        headingOrder={1}
      />
    </Stack>
  );
}
