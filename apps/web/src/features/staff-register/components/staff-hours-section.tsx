import { useCallback, useId } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { isWireDate } from '@bakrom/shared/business-day';
import { DateField } from '@/components/date-field';
import { DatePresets } from '@/components/date-presets';
import { presetPeriod, type DatePeriod } from '@/components/date-ranges';
import { describeFailure } from '@/components/form/form-errors';
import { ScreenState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { useDownloadStaffRegisterSheet, type StaffRegisterSheetFormat } from '../api/download-staff-register-sheet';
import { useStaffHours } from '../api/get-staff-hours';
import { StaffHoursTable } from './staff-hours-table';

interface StaffHoursSectionProps {
  merchant: string;
  /** The screen's location; none yet: nothing is asked for. */
  locationId: string | undefined;
  /** Today's Oslo date (YYYY-MM-DD). */
  today: string;
}

/**
 * The period of the hours, kept in the `fromDate` and `toDate` query parameters (links and reloads keep it); this month
 * so far without them, or when they are no period.
 */
function usePeriodParams(today: string) {
  const [params, setParams] = useSearchParams();
  const fromDate = params.get('fromDate');
  const toDate = params.get('toDate');
  const period: DatePeriod =
    fromDate !== null && toDate !== null && isWireDate(fromDate) && isWireDate(toDate) && fromDate <= toDate
      ? { fromDate, toDate }
      : presetPeriod('thisMonth', today);
  const setPeriod = useCallback(
    (next: DatePeriod) => {
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          changed.set('fromDate', next.fromDate);
          changed.set('toDate', next.toDate);
          return changed;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { period, setPeriod };
}

/** 'Last ned CSV' and 'Last ned Excel': the period's register as a file, saved by the browser; a failure says why under them. */
function DownloadButtons({ merchant, locationId, period }: { merchant: string; locationId: string | undefined; period: DatePeriod }) {
  const t = texts.staffRegister.hours;
  const download = useDownloadStaffRegisterSheet(merchant);
  const start = (format: StaffRegisterSheetFormat) => {
    if (locationId && !download.isPending) download.mutate({ locationId, ...period, format });
  };
  const labels: Record<StaffRegisterSheetFormat, string> = { csv: t.downloadCsv, xlsx: t.downloadXlsx };
  return (
    <Stack gap={4}>
      <Group gap="xs">
        {(['csv', 'xlsx'] as const).map((format) => {
          const busy = download.isPending && download.variables.format === format;
          return (
            <Button
              key={format}
              variant="light"
              onClick={() => start(format)}
              loading={busy}
              disabled={!locationId || (download.isPending && !busy)}
              data-testid={`staff-hours-download-${format}`}
            >
              {labels[format]}
            </Button>
          );
        })}
      </Group>
      {download.isError && (
        // The server's own words for a refusal it explains (a period too long); otherwise that the file could not be made.
        <Alert color="red" role="alert" py={6} data-testid="staff-hours-download-error">
          {describeFailure(download.error, [], t.downloadFailed).message ?? t.downloadFailed}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * 'Timer per ansatt' under the day's register: a period (this month so far unless chosen: typed, picked or a
 * preset) at the screen's location; each employee's shifts, hours, open shifts and, for an ADMIN and a super admin,
 * the cost, with a total row; and the period's register as CSV or Excel.
 */
export function StaffHoursSection({ merchant, locationId, today }: StaffHoursSectionProps) {
  const t = texts.staffRegister.hours;
  const titleId = useId();
  const { period, setPeriod } = usePeriodParams(today);
  const hours = useStaffHours(merchant, locationId, period);
  const d = texts.dates;

  return (
    <Stack gap="sm" component="section" data-testid="staff-hours">
      <Stack gap={2}>
        <Title order={2} fz="h4" id={titleId}>
          {t.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t.description}
        </Text>
      </Stack>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <DateField
          label={t.fromDate}
          value={period.fromDate}
          onChange={(value) => value && setPeriod({ ...period, fromDate: value })}
          filter
          maxDate={period.toDate}
          maxDateMessage={d.fromAfterTo}
          w={{ base: '100%', xs: 200 }}
          testId="staff-hours-from"
        />
        <DateField
          label={t.toDate}
          value={period.toDate}
          onChange={(value) => value && setPeriod({ ...period, toDate: value })}
          filter
          minDate={period.fromDate}
          minDateMessage={d.toBeforeFrom}
          maxDate={today}
          maxDateMessage={d.afterToday}
          w={{ base: '100%', xs: 200 }}
          testId="staff-hours-to"
        />
        <Stack gap={0} pt={{ base: 0, xs: 25 }}>
          <DownloadButtons merchant={merchant} locationId={locationId} period={period} />
        </Stack>
      </Group>
      <DatePresets fromDate={period.fromDate} toDate={period.toDate} today={today} onChoose={setPeriod} testId="staff-hours-presets" />
      <ScreenState
        query={hours}
        isEmpty={(data) => data.employees.length === 0}
        emptyText={t.empty}
        loadFailedText={t.loadFailed}
        errorTestId="staff-hours-error"
      >
        {(data) => <StaffHoursTable hours={data} labelledBy={titleId} />}
      </ScreenState>
    </Stack>
  );
}
