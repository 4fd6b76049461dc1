import { Stack } from '@mantine/core';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { useDiscountAdmin } from '../api/get-discount-admin';
import { DiscountForm } from './discount-form';

interface DiscountFormScreenProps {
  merchant: string;
  /** Absent when a discount is being created. */
  discountId?: string;
}

/** /discountCreate and /discountEdit?discountId=… */
export function DiscountFormScreen({ merchant, discountId }: DiscountFormScreenProps) {
  const t = texts.loyalty.discounts;
  const query = useDiscountAdmin(merchant, discountId);
  return (
    <Stack gap="lg">
      <PageTitle title={discountId === undefined ? t.createTitle : t.editTitle} />
      <ScreenState query={query} back={{ to: '/discounts', label: t.back }} loadFailedText={texts.loyalty.discountForm.loadFailed}>
        {(data) => <DiscountForm key={data.discount?.id ?? 'new'} merchant={merchant} data={data} />}
      </ScreenState>
    </Stack>
  );
}
