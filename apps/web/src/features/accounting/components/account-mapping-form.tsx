import type { ReactNode } from 'react';
import { Button, Checkbox, Group, Paper, Radio, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { formatDateTime } from '@bakrom/shared/format';
import {
  saveAccountMappingBody,
  SAFT_VAT_CODES,
  vatCodesForRate,
  VOUCHER_GROUPINGS,
  type AccountMappingResponse,
  type VoucherGrouping,
} from '@bakrom/shared/schemas/accounting';
import { errorUnder, type FieldErrors } from '@/components/form/form-errors';
import { FormShell } from '@/components/form/form-shell';
import { useForm } from '@/components/form/use-form';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { useAccountMapping } from '../api/get-account-mapping';
import { useSaveAccountMapping } from '../api/save-account-mapping';
import { MAPPING_FIELDS, mappingBody, mappingValues, type MappingValues } from '../mapping-values';

/** The list fields of the mapping whose rows carry an account. */
type ListField = 'sales' | 'articleGroups' | 'payments' | 'outputVat';
type SingleAccount = 'deliveryServiceAccount' | 'tipsAccount' | 'returnsAccount' | 'roundingAccount';

function Section({ title, hint, testId, children }: { title: string; hint?: string; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" data-testid={testId}>
      <Stack gap="sm">
        <div>
          <Title order={2} fz="h4">
            {title}
          </Title>
          {hint && (
            <Text size="sm" c="dimmed" maw={720}>
              {hint}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** A table of a section: it scrolls inside its own box below its width, the page never sideways. */
function SectionTable({ minWidth, head, children }: { minWidth: number; head: readonly string[]; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="xs" withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            {head.map((label) => (
              <Table.Th key={label} scope="col">
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface AccountMappingFormProps {
  merchant: string;
  data: AccountMappingResponse;
}

/** The account mapping's form: every account as a row of its section's table, the default beside it. */
export function AccountMappingForm({ merchant, data }: AccountMappingFormProps) {
  const t = texts.accounting.settings;
  const rate = texts.accounting.rate;
  const save = useSaveAccountMapping();
  const form = useForm({
    initial: mappingValues(data.mapping),
    schema: saveAccountMappingBody,
    toBody: (values: MappingValues) => mappingBody(merchant, values),
    save: save.mutateAsync,
    shownFields: MAPPING_FIELDS,
    failureText: t.saveFailed,
    savedMessage: t.saved,
  });
  const { values, errors } = form;
  const defaults = data.defaults;

  /** Changes one row of a list and clears the message of the changed field. */
  const setRow = <F extends ListField>(field: F, index: number, change: Partial<MappingValues[F][number]>, changed: string) => {
    form.setValues((current) => ({
      ...current,
      [field]: (current[field] as MappingValues[F][number][]).map((row, at) => (at === index ? { ...row, ...change } : row)),
    }));
    const path = `${field}.${index}.${changed}`;
    form.setErrors((current: FieldErrors) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== path && key !== field)));
  };

  const accountInput = (props: { what: string; value: string; error?: string; onChange: (value: string) => void; testId: string }) => (
    <TextInput
      aria-label={t.account(props.what)}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      error={props.error}
      inputMode="numeric"
      autoComplete="off"
      required
      w={110}
      data-testid={props.testId}
    />
  );

  const singleAccount = (field: SingleAccount, what: string, label: string, fallback: string) => (
    <Table.Tr key={field} data-testid={`mapping-${field}`}>
      <Table.Td>{label}</Table.Td>
      <Table.Td>
        {accountInput({
          what,
          value: values[field],
          error: errors[field],
          onChange: (value) => form.set(field, value),
          testId: `mapping-${field}-account`,
        })}
      </Table.Td>
      <Table.Td c="dimmed">{fallback}</Table.Td>
    </Table.Tr>
  );

  const defaultSales = (row: MappingValues['sales'][number]) =>
    defaults.sales.find((candidate) => candidate.vatRate === row.vatRate && candidate.orderType === row.orderType);
  const listError = (field: 'articleGroups' | 'payments') => errors[field];

  return (
    <FormShell form={form} framed={false} saved={form.savedMessage} savedTestId="mapping-saved" label={t.form} testId="mapping-form">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" data-testid="mapping-version">
          {data.version > 0 && data.validFrom ? t.version(data.version, formatDateTime(data.validFrom)) : t.defaultsInForce}
        </Text>
        <Button variant="default" onClick={() => form.setValues(mappingValues(defaults))} title={t.resetHint} data-testid="mapping-reset">
          {t.resetDefaults}
        </Button>
      </Group>

      <Section title={t.grouping.legend} testId="mapping-vouchers">
        <Radio.Group
          label={t.grouping.label}
          value={values.grouping}
          onChange={(value) => form.set('grouping', value as VoucherGrouping)}
          error={errors.grouping}
          data-testid="mapping-grouping"
        >
          <Stack gap="xs" mt={6}>
            {VOUCHER_GROUPINGS.map((grouping) => (
              <Radio key={grouping} value={grouping} label={t.grouping.options[grouping]} />
            ))}
          </Stack>
        </Radio.Group>
        <TextInput
          label={t.grouping.voucherType}
          description={t.grouping.voucherTypeHint}
          value={values.voucherType}
          onChange={(event) => form.set('voucherType', event.currentTarget.value)}
          error={errors.voucherType}
          inputMode="numeric"
          autoComplete="off"
          required
          maw={420}
          data-testid="mapping-voucherType"
        />
      </Section>

      <Section title={t.sales.title} hint={t.sales.hint} testId="mapping-sales">
        <SectionTable
          minWidth={640}
          head={[t.sales.rateColumn, t.sales.orderTypeColumn, t.accountColumn, t.sales.vatCodeColumn, t.defaultColumn]}
        >
          {values.sales.map((row, index) => {
            const what = t.sales.what(row.vatRate, row.orderType);
            const key = `${row.vatRate}-${row.orderType ?? 'ALL'}`;
            const fallback = defaultSales(row);
            // A rate the law has no SAF-T code for (one typed on /vat) is offered every code.
            const fitting = vatCodesForRate(row.vatRate);
            const codes: readonly string[] = fitting.length > 0 ? fitting : SAFT_VAT_CODES;
            const offered = codes.includes(row.vatCode) ? codes : [...codes, row.vatCode];
            return (
              <Table.Tr key={key} data-testid={`mapping-sales-${key}`}>
                <Table.Td fw={600}>{rate(row.vatRate)}</Table.Td>
                <Table.Td>{row.orderType ? t.sales.orderTypes[row.orderType] : t.sales.allOrderTypes}</Table.Td>
                <Table.Td>
                  {accountInput({
                    what,
                    value: row.account,
                    error: errors[`sales.${index}.account`],
                    onChange: (account) => setRow('sales', index, { account }, 'account'),
                    testId: `mapping-sales-${key}-account`,
                  })}
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={t.vatCodeLabel(what)}
                    data={offered.map((code) => ({ value: code, label: t.sales.vatCodes[code] ?? code }))}
                    value={row.vatCode}
                    onChange={(vatCode) => vatCode && setRow('sales', index, { vatCode: vatCode as typeof row.vatCode }, 'vatCode')}
                    error={errorUnder(errors, `sales.${index}.vatCode`) ?? errors[`sales.${index}.vatRate`]}
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: true }}
                    w={220}
                    data-testid={`mapping-sales-${key}-vatCode`}
                  />
                </Table.Td>
                <Table.Td c="dimmed">{fallback ? `${fallback.account} · ${fallback.vatCode}` : ''}</Table.Td>
              </Table.Tr>
            );
          })}
          <Table.Tr data-testid="mapping-deliveryServiceAccount">
            <Table.Td fw={600} colSpan={2}>
              {t.sales.deliveryService}
            </Table.Td>
            <Table.Td>
              {accountInput({
                what: t.sales.deliveryServiceWhat,
                value: values.deliveryServiceAccount,
                error: errors.deliveryServiceAccount,
                onChange: (value) => form.set('deliveryServiceAccount', value),
                testId: 'mapping-deliveryServiceAccount-account',
              })}
            </Table.Td>
            <Table.Td />
            <Table.Td c="dimmed">{defaults.deliveryServiceAccount}</Table.Td>
          </Table.Tr>
        </SectionTable>
      </Section>

      <Section title={t.articleGroups.title} hint={t.articleGroups.hint} testId="mapping-articleGroups">
        {listError('articleGroups') && (
          <Text c="red.8" size="sm" role="alert">
            {listError('articleGroups')}
          </Text>
        )}
        <SectionTable minWidth={520} head={[t.articleGroups.groupColumn, t.articleGroups.splitColumn, t.accountColumn, t.defaultColumn]}>
          {values.articleGroups.map((row, index) => {
            const name = texts.labels.articleGroups[row.articleGroup];
            return (
              <Table.Tr key={row.articleGroup} data-testid={`mapping-group-${row.articleGroup}`}>
                <Table.Td>
                  {name} <Text span c="dimmed" size="sm">{`(${row.articleGroup})`}</Text>
                </Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label={t.articleGroups.split(name)}
                    checked={row.split}
                    onChange={(event) => setRow('articleGroups', index, { split: event.currentTarget.checked }, 'split')}
                    data-testid={`mapping-group-${row.articleGroup}-split`}
                  />
                </Table.Td>
                <Table.Td>
                  {accountInput({
                    what: name,
                    value: row.account,
                    error: errors[`articleGroups.${index}.account`],
                    onChange: (account) => setRow('articleGroups', index, { account }, 'account'),
                    testId: `mapping-group-${row.articleGroup}-account`,
                  })}
                </Table.Td>
                <Table.Td c="dimmed">{defaults.articleGroups.find((entry) => entry.articleGroup === row.articleGroup)?.account}</Table.Td>
              </Table.Tr>
            );
          })}
        </SectionTable>
      </Section>

      <Section title={t.payments.title} hint={t.payments.hint} testId="mapping-payments">
        {listError('payments') && (
          <Text c="red.8" size="sm" role="alert">
            {listError('payments')}
          </Text>
        )}
        <SectionTable minWidth={420} head={[t.payments.typeColumn, t.accountColumn, t.defaultColumn]}>
          {values.payments.map((row, index) => {
            const label = texts.labels.paymentLines[row.paymentType];
            return (
              <Table.Tr key={row.paymentType} data-testid={`mapping-payment-${row.paymentType}`}>
                <Table.Td>{label}</Table.Td>
                <Table.Td>
                  {accountInput({
                    what: label,
                    value: row.account,
                    error: errors[`payments.${index}.account`],
                    onChange: (account) => setRow('payments', index, { account }, 'account'),
                    testId: `mapping-payment-${row.paymentType}-account`,
                  })}
                </Table.Td>
                <Table.Td c="dimmed">{defaults.payments.find((entry) => entry.paymentType === row.paymentType)?.account}</Table.Td>
              </Table.Tr>
            );
          })}
        </SectionTable>
      </Section>

      <Section title={t.other.title} testId="mapping-other">
        <SectionTable minWidth={420} head={[t.other.whatColumn, t.accountColumn, t.defaultColumn]}>
          {singleAccount('tipsAccount', t.other.tips.toLowerCase(), t.other.tips, defaults.tipsAccount)}
          {singleAccount('returnsAccount', 'returer', t.other.returns, defaults.returnsAccount)}
          {singleAccount('roundingAccount', t.other.rounding.toLowerCase(), t.other.rounding, defaults.roundingAccount)}
        </SectionTable>
      </Section>

      <Section title={t.outputVat.title} hint={t.outputVat.hint} testId="mapping-outputVat">
        <SectionTable minWidth={420} head={[t.sales.rateColumn, t.accountColumn, t.defaultColumn]}>
          {values.outputVat.map((row, index) => (
            <Table.Tr key={row.vatRate} data-testid={`mapping-vat-${row.vatRate}`}>
              <Table.Td fw={600}>{rate(row.vatRate)}</Table.Td>
              <Table.Td>
                {accountInput({
                  what: t.outputVat.what(row.vatRate),
                  value: row.account,
                  error: errors[`outputVat.${index}.account`] ?? errors[`outputVat.${index}.vatRate`],
                  onChange: (account) => setRow('outputVat', index, { account }, 'account'),
                  testId: `mapping-vat-${row.vatRate}-account`,
                })}
              </Table.Td>
              <Table.Td c="dimmed">{defaults.outputVat.find((entry) => entry.vatRate === row.vatRate)?.account}</Table.Td>
            </Table.Tr>
          ))}
        </SectionTable>
      </Section>
    </FormShell>
  );
}

/** /accountingSettings 'Regnskap' (Innstillinger; an ADMIN and a super admin): the accounts the vouchers are booked on. */
export function AccountMappingScreen({ merchant }: { merchant: string }) {
  const t = texts.accounting.settings;
  const mapping = useAccountMapping(merchant);
  return (
    <Stack gap="lg" maw={960}>
      <PageTitle title={t.title} description={t.description} />
      <ScreenState query={mapping} loadFailedText={t.loadFailed} errorTestId="mapping-error">
        {(data) => <AccountMappingForm merchant={merchant} data={data} />}
      </ScreenState>
    </Stack>
  );
}
