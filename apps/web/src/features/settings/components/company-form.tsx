import { Stack, TextInput } from '@mantine/core';
import { editCompanyBody, type Company } from '@bakrom/shared/schemas/settings-company';
import { AddressFields } from '@/components/form/address-fields';
import { FormShell } from '@/components/form/form-shell';
import { useForm } from '@/components/form/use-form';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { useEditCompany } from '../api/edit-company';
import { useCompany } from '../api/get-company';

const FIELDS = ['name', 'vatNumber', 'street', 'zipCode', 'city', 'phone', 'email'] as const;
type Field = (typeof FIELDS)[number];

function CompanyForm({ merchant, initial }: { merchant: string; initial: Company }) {
  const t = texts.merchantSettings.company;
  const save = useEditCompany(merchant);
  const form = useForm({
    initial: Object.fromEntries(FIELDS.map((field) => [field, initial[field]])) as Record<Field, string>,
    schema: editCompanyBody,
    toBody: (values) => ({ merchant, ...values }),
    save: save.mutateAsync,
    shownFields: FIELDS,
    failureText: t.saveFailed,
    savedMessage: t.saved,
  });
  const input = (
    field: Field,
    props: { label: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email'; description?: string },
  ) => (
    <TextInput
      label={props.label}
      description={props.description}
      value={form.values[field]}
      onChange={(event) => form.set(field, event.currentTarget.value)}
      error={form.errors[field]}
      autoComplete={props.autoComplete}
      inputMode={props.inputMode}
      required
      data-testid={`company-${field}`}
    />
  );
  return (
    <FormShell form={form} saved={form.savedMessage} savedTestId="company-saved" testId="company-form">
      {input('name', { label: t.name, autoComplete: 'organization' })}
      {input('vatNumber', { label: t.vatNumber, inputMode: 'numeric', description: t.vatNumberHint })}
      <AddressFields labels={t} input={input} />
    </FormShell>
  );
}

/** /company 'Firmainnstillinger' (spec part 2 §2.17). */
export function CompanyScreen({ merchant }: { merchant: string }) {
  const t = texts.merchantSettings.company;
  const company = useCompany(merchant);
  return (
    <Stack gap="lg" maw={760}>
      <PageTitle title={t.title} />
      <ScreenState query={company} loadFailedText={t.loadFailed} errorTestId="company-error">
        {(data) => <CompanyForm merchant={merchant} initial={data} />}
      </ScreenState>
    </Stack>
  );
}
