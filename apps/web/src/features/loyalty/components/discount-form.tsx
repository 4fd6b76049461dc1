import { useState } from 'react';
import { Box, Button, Checkbox, Group, Input, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { osloDateOf } from '@bakrom/shared/business-day';
import { DISCOUNT_CHANNELS, type DiscountChannel } from '@bakrom/shared/enums';
import { createDiscountBody, type DiscountAdmin, type DiscountInput } from '@bakrom/shared/schemas/loyalty';
import { errorUnder } from '@/components/form/form-errors';
import { FormShell } from '@/components/form/form-shell';
import { useForm } from '@/components/form/use-form';
import { texts, useLanguage } from '@/i18n';
import { useCreateDiscount, useEditDiscount } from '../api/save-discount';
import { LocationChoice, TermsFields } from './loyalty-fields';
import { ProductPicker } from './product-picker';

const SHOWN = [
  'name',
  'showAsCategory',
  'description',
  'percent',
  'fromDate',
  'toDate',
  'itemIds',
  'validForChannelIds',
  'validForLocationIds',
];

interface DiscountFormProps {
  merchant: string;
  data: DiscountAdmin;
}

/**
 * The two-step discount form (spec part 2 §2.9). Step 1: name, show as category, description, percent,
 * from and to (today on a new discount), the products button, channels, and locations when there are
 * several (all chosen on a new discount). Step 2: the product picker; its Back clears the choice of a
 * new discount and brings back the saved choice of an existing one.
 */
export function DiscountForm({ merchant, data }: DiscountFormProps) {
  const language = useLanguage();
  const t = texts.loyalty;
  const f = t.discountForm;
  const discount = data.discount;
  const today = osloDateOf(new Date());
  const create = useCreateDiscount();
  const edit = useEditDiscount();
  const [step, setStep] = useState<'details' | 'products'>('details');

  const form = useForm({
    initial: {
      name: discount?.name ?? '',
      showAsCategory: discount?.showAsCategory ?? false,
      description: discount?.description ?? '',
      percent: (discount?.percent ?? '') as number | string,
      fromDate: (discount?.fromDate ?? today) as string | null,
      toDate: (discount?.toDate ?? today) as string | null,
      itemIds: data.selectedItems,
      validForChannelIds: (discount?.validForChannelIds ?? []) as DiscountChannel[],
      validForLocationIds: discount?.validForLocationIds ?? data.locations.map((location) => location.id),
    },
    schema: createDiscountBody,
    toBody: (values) => ({
      merchant,
      ...values,
      percent: typeof values.percent === 'number' ? values.percent : undefined,
      fromDate: values.fromDate ?? undefined,
      toDate: values.toDate ?? undefined,
    }),
    save: (body: DiscountInput) => (discount ? edit.mutateAsync({ ...body, id: discount.id }) : create.mutateAsync(body)),
    shownFields: SHOWN,
    next: '/discounts',
  });
  const { values, set, errors } = form;

  const back = () => {
    set('itemIds', discount ? data.selectedItems : []);
    setStep('details');
  };
  const ok = (itemIds: string[]) => {
    set('itemIds', itemIds);
    setStep('details');
  };

  return (
    <DatesProvider settings={{ locale: language, firstDayOfWeek: 1 }}>
      <Box hidden={step !== 'details'}>
        <FormShell form={form} cancelTo="/discounts" testId="discount-form">
          <TextInput
            label={t.common.name}
            value={values.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            error={errors.name}
            withAsterisk
            data-testid="discount-name"
          />
          <Switch
            label={f.showAsCategory}
            description={f.showAsCategoryHint}
            checked={values.showAsCategory}
            onChange={(event) => set('showAsCategory', event.currentTarget.checked)}
            data-testid="discount-show-as-category"
          />
          <Textarea
            label={f.description}
            value={values.description}
            onChange={(event) => set('description', event.currentTarget.value)}
            error={errors.description}
            rows={2}
            data-testid="discount-description"
          />
          <TermsFields form={form} percentLabel={t.common.percent} testIdPrefix="discount" />
          <Input.Wrapper label={f.products} error={errorUnder(errors, 'itemIds')} withAsterisk>
            <Group gap="sm" mt={6}>
              <Button variant="light" onClick={() => setStep('products')} data-testid="discount-choose-products">
                {f.chooseProducts}
              </Button>
              <Text size="sm" data-testid="discount-products-chosen">
                {f.chosen(values.itemIds.length)}
              </Text>
            </Group>
          </Input.Wrapper>
          <Checkbox.Group
            label={f.channels}
            value={values.validForChannelIds}
            onChange={(value) => set('validForChannelIds', value as DiscountChannel[])}
            error={errorUnder(errors, 'validForChannelIds')}
            withAsterisk
            data-testid="discount-channels"
          >
            <Group gap="md" mt={6}>
              {DISCOUNT_CHANNELS.map((channel) => (
                <Checkbox key={channel} value={channel} label={t.channels[channel]} />
              ))}
            </Group>
          </Checkbox.Group>
          <LocationChoice
            locations={data.locations}
            value={values.validForLocationIds}
            onChange={(value) => set('validForLocationIds', value)}
            error={errorUnder(errors, 'validForLocationIds')}
            testId="discount-locations"
          />
        </FormShell>
      </Box>
      {step === 'products' && (
        <ProductPicker categories={data.categories} items={data.items} selected={values.itemIds} onBack={back} onOk={ok} />
      )}
    </DatesProvider>
  );
}
