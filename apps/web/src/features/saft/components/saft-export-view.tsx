import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/nb';
import { osloDate } from '@bakrom/shared/format';
import { exportSaftCashRegisterQuery } from '@bakrom/shared/schemas/saft';
import { FormShell } from '@/components/form/form-shell';
import { SubmitRefused, type FieldErrors } from '@/components/form/form-errors';
import { useForm } from '@/components/form/use-form';
import { PageTitle } from '@/components/page-title';
import { texts, useLanguage } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useExportSaft } from '../api/export-saft';
import { ScreenDateInput } from './screen-date-input';
import { checkPeriod, parseScreenDate, previousMonth, screenDate, type PeriodField } from '../saft-period';

/** The select's value for every location (an empty `locationId` on the wire). */
const ALL_LOCATIONS = '';

interface SaftExportViewProps {
  merchant: string;
  locations: readonly { id: string; name: string }[];
}

/** The server's own message where it sent one in the error shape (400, 403, 404), else the screen's. */
function failureText(error: unknown): string {
  return error instanceof ApiError && !error.code.startsWith('HTTP_') ? error.message : texts.saft.errors.failed;
}

/**
 * /saftExport 'SAF-T eksport': the SAF-T Cash Register file of a location, or of all of them, for a
 * period (the previous calendar month unless changed), saved by the browser under the server's name.
 * The location of the link's `locationId` comes first, else the first location, as on the report screens.
 */
export function SaftExportView({ merchant, locations }: SaftExportViewProps) {
  const language = useLanguage();
  const t = texts.saft;
  const [params] = useSearchParams();
  const [initial] = useState(() => {
    const requested = params.get('locationId');
    const period = previousMonth(osloDate());
    return {
      locationId: locations.find((location) => location.id === requested)?.id ?? locations[0]?.id ?? ALL_LOCATIONS,
      fromDate: screenDate(period.fromDate),
      toDate: screenDate(period.toDate),
    };
  });
  const exportFile = useExportSaft(merchant);
  const form = useForm({
    kind: 'submit',
    initial,
    schema: exportSaftCashRegisterQuery,
    check: (values) => {
      const period = checkPeriod(values);
      if (period.ok) return null;
      return Object.fromEntries(Object.entries(period.problems).map(([field, problem]) => [field, t.errors[problem]])) as FieldErrors;
    },
    toBody: (values) => ({
      merchant,
      locationId: values.locationId,
      fromDate: parseScreenDate(values.fromDate),
      toDate: parseScreenDate(values.toDate),
    }),
    save: ({ locationId, fromDate, toDate }) =>
      exportFile.mutateAsync({ locationId, fromDate, toDate }).catch((error: unknown) => {
        throw new SubmitRefused(failureText(error));
      }),
    shownFields: ['fromDate', 'toDate'],
  });
  const busy = form.pending;

  return (
    <Stack gap="lg">
      <PageTitle title={t.title} description={t.description} />
      <DatesProvider settings={{ locale: language, firstDayOfWeek: 1 }}>
        <FormShell
          form={form}
          framed={false}
          main={null}
          label={t.form}
          testId="saft-form"
          failureTestId="saft-error"
          footer={
            exportFile.isSuccess && (
              <Text role="status" c="green.9" data-testid="saft-saved">
                {t.saved(exportFile.data)}
              </Text>
            )
          }
        >
          <Stack gap="md" align="flex-start">
            <Group align="flex-start" gap="sm" wrap="wrap" w="100%">
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
                data-testid="saft-location"
              />
              {/* The period's two dates stay side by side when the row wraps. */}
              <Group align="flex-start" gap="sm" wrap="wrap" w={{ base: '100%', xs: 'auto' }}>
                {(['fromDate', 'toDate'] as const satisfies readonly PeriodField[]).map((field) => (
                  <ScreenDateInput
                    key={field}
                    label={t[field]}
                    text={form.values[field]}
                    onTextChange={(text) => form.set(field, text)}
                    error={form.errors[field]}
                    testId={`saft-${field}`}
                  />
                ))}
              </Group>
            </Group>
            <Button
              type="submit"
              leftSection={busy ? <Loader size={16} color="currentColor" /> : undefined}
              aria-disabled={busy || undefined}
              data-disabled={busy || undefined}
              data-testid="saft-download"
            >
              {busy ? t.busy : t.download}
            </Button>
          </Stack>
        </FormShell>
      </DatesProvider>
    </Stack>
  );
}
