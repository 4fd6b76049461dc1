import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/nb';
import { osloDate } from '@bakrom/shared/format';
import { PageTitle } from '@/components/page-title';
import { nb } from '@/i18n/nb';
import { ApiError } from '@/lib/api-client';
import { useExportSaft } from '../api/export-saft';
import { ScreenDateInput } from './screen-date-input';
import { checkPeriod, previousMonth, screenDate, type PeriodField, type PeriodProblem } from '../saft-period';

/** The select's value for every location (an empty `locationId` on the wire). */
const ALL_LOCATIONS = '';

interface SaftExportViewProps {
  merchant: string;
  locations: readonly { id: string; name: string }[];
}

/** The server's own message where it sent one in the error shape (400, 403, 404), else the screen's. */
function failureText(error: unknown): string {
  return error instanceof ApiError && !error.code.startsWith('HTTP_') ? error.message : nb.saft.errors.failed;
}

/**
 * /saftExport 'SAF-T eksport': the SAF-T Cash Register file of a location, or of all of them, for a
 * period (the previous calendar month unless changed), saved by the browser under the server's name.
 * The location of the link's `locationId` comes first, else the first location, as on the report screens.
 */
export function SaftExportView({ merchant, locations }: SaftExportViewProps) {
  const t = nb.saft;
  const [params] = useSearchParams();
  const [locationId, setLocationId] = useState(() => {
    const requested = params.get('locationId');
    return locations.find((location) => location.id === requested)?.id ?? locations[0]?.id ?? ALL_LOCATIONS;
  });
  const [texts, setTexts] = useState<Record<PeriodField, string>>(() => {
    const period = previousMonth(osloDate());
    return { fromDate: screenDate(period.fromDate), toDate: screenDate(period.toDate) };
  });
  const [problems, setProblems] = useState<Partial<Record<PeriodField, PeriodProblem>>>({});
  const inputs = { fromDate: useRef<HTMLInputElement>(null), toDate: useRef<HTMLInputElement>(null) };
  const exportFile = useExportSaft(merchant);
  const busy = exportFile.isPending;

  const setText = (field: PeriodField, text: string) => {
    setTexts((current) => ({ ...current, [field]: text }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const period = checkPeriod(texts);
    if (!period.ok) {
      setProblems(period.problems);
      inputs[period.problems.fromDate ? 'fromDate' : 'toDate'].current?.focus();
      return;
    }
    setProblems({});
    exportFile.mutate({
      locationId: locationId === ALL_LOCATIONS ? undefined : locationId,
      fromDate: period.fromDate,
      toDate: period.toDate,
    });
  };

  const problemText = (field: PeriodField) => {
    const problem = problems[field];
    return problem && t.errors[problem];
  };

  return (
    <Stack gap="lg">
      <PageTitle title={t.title} description={t.description} />
      <DatesProvider settings={{ locale: 'nb', firstDayOfWeek: 1 }}>
        <form onSubmit={submit} noValidate aria-label={t.form} data-testid="saft-form">
          <Stack gap="md" align="flex-start">
            <Group align="flex-start" gap="sm" wrap="wrap" w="100%">
              <Select
                label={t.location}
                data={[
                  { value: ALL_LOCATIONS, label: t.allLocations },
                  ...locations.map((location) => ({ value: location.id, label: location.name })),
                ]}
                value={locationId}
                onChange={(value) => value !== null && setLocationId(value)}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                w={{ base: '100%', xs: 280 }}
                data-testid="saft-location"
              />
              {/* The period's two dates stay side by side when the row wraps. */}
              <Group align="flex-start" gap="sm" wrap="wrap" w={{ base: '100%', xs: 'auto' }}>
                {(['fromDate', 'toDate'] as const).map((field) => (
                  <ScreenDateInput
                    key={field}
                    label={t[field]}
                    text={texts[field]}
                    onTextChange={(text) => setText(field, text)}
                    error={problemText(field)}
                    inputRef={inputs[field]}
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
            {exportFile.isError && (
              <Alert color="red" role="alert" data-testid="saft-error">
                {failureText(exportFile.error)}
              </Alert>
            )}
            {exportFile.isSuccess && (
              <Text role="status" c="green.9" data-testid="saft-saved">
                {t.saved(exportFile.data)}
              </Text>
            )}
          </Stack>
        </form>
      </DatesProvider>
    </Stack>
  );
}
