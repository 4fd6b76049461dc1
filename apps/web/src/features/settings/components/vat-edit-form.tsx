import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { editVatBody, type Vat } from '@bakrom/shared/schemas/settings-company';
import { PercentInput } from '@/components/form/percent-input';
import { FormShell } from '@/components/form/form-shell';
import { useForm } from '@/components/form/use-form';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { nb } from '@/i18n/nb';
import { useEditVat } from '../api/edit-vat';
import { useVat } from '../api/get-vat';

const t = nb.merchantSettings.vat;
type RateField = 'dineIn' | 'takeOut' | 'delivery';
const FIELDS: Array<[RateField, string]> = [
  ['dineIn', t.dineIn],
  ['takeOut', t.takeOut],
  ['delivery', t.delivery],
];

function VatEditForm({ merchant, initial }: { merchant: string; initial: Vat }) {
  const save = useEditVat(merchant);
  const form = useForm({
    initial: {
      dineIn: initial.dineIn as number | string,
      takeOut: initial.takeOut as number | string,
      delivery: initial.delivery as number | string,
    },
    schema: editVatBody,
    toBody: (values) => ({
      merchant,
      dineIn: typeof values.dineIn === 'number' ? values.dineIn : undefined,
      takeOut: typeof values.takeOut === 'number' ? values.takeOut : undefined,
      delivery: typeof values.delivery === 'number' ? values.delivery : undefined,
    }),
    save: save.mutateAsync,
    shownFields: ['dineIn', 'takeOut', 'delivery'],
    failureText: t.saveFailed,
    next: '/vat',
  });
  return (
    <FormShell form={form} cancelTo="/vat" testId="vat-form">
      <Alert color="yellow" data-testid="vat-notice">
        {t.editNotice}
      </Alert>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {FIELDS.map(([field, label]) => (
          <PercentInput
            key={field}
            label={t.rateLabel(label)}
            value={form.values[field]}
            onChange={(value) => form.set(field, value)}
            required
            error={form.errors[field]}
            data-testid={`vat-input-${field}`}
          />
        ))}
      </SimpleGrid>
    </FormShell>
  );
}

/** /vatEdit (super admin): the three rates with the tax authority's notice; 'Lagre' goes back to /vat. */
export function VatEditScreen({ merchant }: { merchant: string }) {
  const vat = useVat(merchant);
  return (
    <Stack gap="lg" maw={760}>
      <PageTitle title={t.editTitle} />
      <ScreenState query={vat} loadFailedText={t.loadFailed} back={{ to: '/vat', label: t.back }}>
        {(data) => <VatEditForm merchant={merchant} initial={data} />}
      </ScreenState>
    </Stack>
  );
}
