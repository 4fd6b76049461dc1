import { useState, type FormEvent } from 'react';
import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { editVatBody, type Vat } from '@bakrom/shared/schemas/settings-company';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PercentInput } from '@/components/form/percent-input';
import { FormShell } from '@/components/form/form-shell';
import { useForm } from '@/components/form/use-form';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { useEditVat } from '../api/edit-vat';
import { useVat } from '../api/get-vat';

type RateField = 'dineIn' | 'takeOut' | 'delivery';
/** The three rates with their labels in the current language. */
function rateFields(): Array<[RateField, string]> {
  const t = texts.merchantSettings.vat;
  return [
    ['dineIn', t.dineIn],
    ['takeOut', t.takeOut],
    ['delivery', t.delivery],
  ];
}

type RateValues = Record<RateField, number | string>;

const rateText = (value: number | string) => String(value).replace('.', ',');
const rateOf = (value: number | string) => (typeof value === 'number' ? value : undefined);

/** Every price with VAT follows the rates: a change is saved only after the question that says so. */
function VatEditForm({ merchant, initial }: { merchant: string; initial: Vat }) {
  const t = texts.merchantSettings.vat;
  const save = useEditVat(merchant);
  const [question, setQuestion] = useState<string | null>(null);
  const toBody = (values: RateValues) => ({
    merchant,
    dineIn: rateOf(values.dineIn),
    takeOut: rateOf(values.takeOut),
    delivery: rateOf(values.delivery),
  });
  const form = useForm({
    initial: { dineIn: initial.dineIn, takeOut: initial.takeOut, delivery: initial.delivery } as RateValues,
    schema: editVatBody,
    toBody,
    save: save.mutateAsync,
    shownFields: ['dineIn', 'takeOut', 'delivery'],
    failureText: t.saveFailed,
    next: '/vat',
  });
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const changes = rateFields()
      .filter(([field]) => form.values[field] !== initial[field])
      .map(([field, label]) => t.confirmChange(label, rateText(initial[field]), rateText(form.values[field])));
    // Nothing changed, or the schema refuses the rates: the form's own submit (a save, or the messages).
    if (changes.length === 0 || !editVatBody.safeParse(toBody(form.values)).success) return form.submit();
    setQuestion(changes.join(', '));
  };
  return (
    <>
      <FormShell form={{ ...form, submit }} cancelTo="/vat" testId="vat-form">
        <Alert color="yellow" data-testid="vat-notice">
          {t.editNotice}
        </Alert>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          {rateFields().map(([field, label]) => (
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
      <ConfirmDialog
        opened={question !== null}
        title={t.confirmTitle}
        message={t.confirmMessage(question ?? '')}
        confirmLabel={t.confirm}
        cancelLabel={t.confirmCancel}
        onConfirm={() => {
          setQuestion(null);
          void form.submit();
        }}
        onCancel={() => setQuestion(null)}
      />
    </>
  );
}

/** /vatEdit (super admin): the three rates with the tax authority's notice; 'Lagre' goes back to /vat. */
export function VatEditScreen({ merchant }: { merchant: string }) {
  const t = texts.merchantSettings.vat;
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
