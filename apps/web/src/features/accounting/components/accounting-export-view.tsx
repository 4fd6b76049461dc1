import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, Group, Loader, Radio, Select, Stack, Text } from '@mantine/core';
import { dateLabel } from '@bakrom/shared/business-day';
import { osloDate } from '@bakrom/shared/format';
import { VOUCHER_FORMATS, voucherPreviewQuery, type VoucherFormat } from '@bakrom/shared/schemas/accounting';
import { DateField } from '@/components/date-field';
import { DatePresets } from '@/components/date-presets';
import { presetPeriod } from '@/components/date-ranges';
import type { FieldErrors } from '@/components/form/form-errors';
import { FormShell } from '@/components/form/form-shell';
import { useForm } from '@/components/form/use-form';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useExportVouchers } from '../api/export-vouchers';
import { useVoucherPreview, type VoucherPeriod } from '../api/get-voucher-preview';
import { paramsOfPeriod, periodOfParams } from '../export-params';
import { VoucherPreviewTable } from './voucher-preview-table';

/** The select's value for every location (no `locationId` in the link, an empty one on the wire). */
const ALL_LOCATIONS = '';

interface ExportValues {
  locationId: string;
  fromDate: string | null;
  toDate: string | null;
}

interface AccountingExportViewProps {
  merchant: string;
  locations: readonly { id: string; name: string }[];
}

function valuesOf(period: VoucherPeriod | undefined, today: string): ExportValues {
  // The month an accountant books: the previous calendar month.
  const start = period ?? { locationId: undefined, ...presetPeriod('lastMonth', today) };
  return { locationId: start.locationId ?? ALL_LOCATIONS, fromDate: start.fromDate, toDate: start.toDate };
}

/** The download of the period shown: its format and 'Last ned', then the saved file's name or why it failed. */
function DownloadBar({ merchant, period }: { merchant: string; period: VoucherPeriod }) {
  const t = texts.accounting.export;
  const [format, setFormat] = useState<VoucherFormat>('gbat10');
  const exportFile = useExportVouchers(merchant);
  const busy = exportFile.isPending;
  const download = () => {
    if (!busy) exportFile.mutate({ ...period, format });
  };
  const failure = exportFile.error
    ? exportFile.error instanceof ApiError && !exportFile.error.code.startsWith('HTTP_')
      ? exportFile.error.message
      : t.downloadFailed
    : null;
  return (
    <Stack gap="xs" data-testid="voucher-download">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Radio.Group label={t.format} value={format} onChange={(value) => setFormat(value as VoucherFormat)} data-testid="voucher-format">
          <Group gap="lg" mt={6} mb={8}>
            {VOUCHER_FORMATS.map((value) => (
              <Radio key={value} value={value} label={t.formats[value]} />
            ))}
          </Group>
        </Radio.Group>
        <Button
          onClick={download}
          leftSection={busy ? <Loader size={16} color="currentColor" /> : undefined}
          aria-disabled={busy || undefined}
          data-disabled={busy || undefined}
          data-testid="voucher-download-button"
        >
          {busy ? t.downloadBusy : t.download}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t.downloadFor(dateLabel(period.fromDate), dateLabel(period.toDate))}
      </Text>
      {exportFile.isSuccess && (
        <Text role="status" c="green.9" data-testid="voucher-downloaded">
          {t.downloaded(exportFile.data)}
        </Text>
      )}
      {failure && (
        <Alert color="red" role="alert" data-testid="voucher-download-error">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * /accountingExport 'Regnskapseksport' (Rapporter; an ADMIN and a super admin): a location or all of them and a
 * period (the previous month unless changed) put into the link by 'Vis bilag'; the period's vouchers as the export
 * writes them, with totals that balance; and 'Last ned' of the same vouchers as GBAT10, CSV or Excel.
 */
export function AccountingExportView({ merchant, locations }: AccountingExportViewProps) {
  const t = texts.accounting.export;
  const [params, setParams] = useSearchParams();
  const shown = periodOfParams(params);
  const shownKey = shown ? JSON.stringify(paramsOfPeriod(shown)) : '';
  const today = osloDate();
  const form = useForm({
    kind: 'submit',
    initial: valuesOf(shown, today),
    schema: voucherPreviewQuery,
    check: (values: ExportValues) => {
      const problems: FieldErrors = {};
      if (!values.fromDate) problems.fromDate = t.fromRequired;
      if (!values.toDate) problems.toDate = t.toRequired;
      return Object.keys(problems).length > 0 ? problems : null;
    },
    toBody: (values: ExportValues) => ({
      merchant,
      locationId: values.locationId,
      fromDate: values.fromDate ?? '',
      toDate: values.toDate ?? '',
    }),
    save: async (choice) => {
      setParams(paramsOfPeriod({ locationId: choice.locationId, fromDate: choice.fromDate, toDate: choice.toDate }));
    },
    shownFields: ['locationId', 'fromDate', 'toDate'],
  });
  const [followedKey, setFollowedKey] = useState(shownKey);
  // The form follows the link when it changes from elsewhere (back, a link).
  if (followedKey !== shownKey) {
    setFollowedKey(shownKey);
    if (shown) form.restart(valuesOf(shown, today));
  }
  const preview = useVoucherPreview(merchant, shown);

  const d = texts.dates;
  const { fromDate, toDate } = form.values;
  const dateInput = (
    field: 'fromDate' | 'toDate',
    limits: { minDate?: string; maxDate?: string; minDateMessage?: string; maxDateMessage?: string },
  ) => (
    <DateField
      label={t[field]}
      value={form.values[field]}
      onChange={(value) => form.set(field, value)}
      error={form.errors[field]}
      w={{ base: '100%', xs: 200 }}
      required
      testId={`accounting-${field}`}
      {...limits}
    />
  );

  return (
    <Stack gap="lg">
      <PageTitle title={t.title} description={t.description} />
      <FormShell form={form} framed={false} main={null} gap="sm" label={t.form} testId="accounting-form">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t.location}
            data={[
              { value: ALL_LOCATIONS, label: t.allLocations },
              ...locations.map((location) => ({ value: location.id, label: location.name })),
            ]}
            value={form.values.locationId}
            onChange={(value) => value !== null && form.set('locationId', value)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            w={{ base: '100%', xs: 280 }}
            data-testid="accounting-location"
          />
          {dateInput('fromDate', { maxDate: toDate ?? today, maxDateMessage: toDate ? d.fromAfterTo : d.afterToday })}
          {dateInput('toDate', {
            minDate: fromDate ?? undefined,
            minDateMessage: d.toBeforeFrom,
            maxDate: today,
            maxDateMessage: d.afterToday,
          })}
          <Button type="submit" data-testid="accounting-show">
            {t.show}
          </Button>
        </Group>
        <DatePresets
          fromDate={fromDate}
          toDate={toDate}
          today={today}
          onChoose={(period) => form.setValues((current) => ({ ...current, ...period }))}
          testId="accounting-presets"
        />
      </FormShell>
      <Text size="sm">
        <Anchor component={Link} to="/accountingSettings">
          {t.settingsLink}
        </Anchor>
      </Text>
      {shown && preview.data?.includesToday && (
        <Alert color="yellow" role="status" data-testid="voucher-today">
          {t.todayWarning}
        </Alert>
      )}
      {shown && (
        <ScreenState
          query={preview}
          isEmpty={(data) => data.vouchers.length === 0}
          emptyText={t.empty}
          loadFailedText={t.loadFailed}
          errorTestId="voucher-error"
        >
          {(data) => (
            <Stack gap="md">
              <DownloadBar key={shownKey} merchant={merchant} period={shown} />
              <VoucherPreviewTable preview={data} />
            </Stack>
          )}
        </ScreenState>
      )}
    </Stack>
  );
}
