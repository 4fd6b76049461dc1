import { useCallback, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { isWireDate } from '@bakrom/shared/business-day';
import { formatDate, osloDate } from '@bakrom/shared/format';
import type { StaffRegisterDay } from '@bakrom/shared/schemas/staff-register';
import { DateField } from '@/components/date-field';
import { LocationSelect } from '@/components/location-select';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { useLocationParam } from '@/components/use-location-param';
import { texts } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useDownloadStaffRegisterPdf } from '../api/download-staff-register-pdf';
import { useStaffRegister } from '../api/get-staff-register';
import { timeOnDay } from '../register-format';
import { AddEntryDialog } from './add-entry-dialog';
import { CorrectEntryDialog } from './correct-entry-dialog';
import { RegisterTable, type EntryToCorrect } from './register-table';
import { StaffHoursSection } from './staff-hours-section';

interface StaffRegisterViewProps {
  merchant: string;
  locations: readonly { id: string; name: string }[];
}

/** The day the register shows, kept in the `date` query parameter (links and reloads keep it); today in Oslo without one. */
function useDateParam(today: string) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('date');
  const date = requested !== null && isWireDate(requested) ? requested : today;
  const setDate = useCallback(
    (next: string) => {
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          changed.set('date', next);
          return changed;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { date, setDate };
}

/** The loaded day as a settled state, for the empty texts of its parts (`ScreenState`'s empty state). */
const loaded = (day: StaffRegisterDay) => ({ data: day, error: null, isPending: false });

/** 'På jobb nå': who is clocked in at the location now, and since when. */
function AtWork({ day }: { day: StaffRegisterDay }) {
  const t = texts.staffRegister;
  const id = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={id} data-testid="at-work">
      <Title order={2} fz="h4" id={id}>
        {t.atWork.title}
      </Title>
      <ScreenState query={loaded(day)} isEmpty={(data) => data.atWork.length === 0} emptyText={t.atWork.empty}>
        {(data) => (
          <List spacing={4} listStyleType="none" ml={0} pl={0}>
            {data.atWork.map((person) => (
              <List.Item key={person.userId} data-testid="at-work-person">
                <Text span fw={600}>
                  {person.employeeName}
                </Text>{' '}
                <Text span c="dimmed">
                  {t.atWork.since(timeOnDay(person.since, osloDate(), t.entries.otherDay))}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </ScreenState>
    </Stack>
  );
}

/** 'Skriv ut personalliste': the PDF of the location's day, saved by the browser; a failure says so under it. */
function PrintButton({ merchant, locationId, date }: { merchant: string; locationId: string | undefined; date: string }) {
  const t = texts.staffRegister;
  const download = useDownloadStaffRegisterPdf(merchant);
  const { error } = download;
  // The server's own words for a refusal it explains (no such location); otherwise that the PDF could not be made.
  const failure = !error
    ? null
    : error instanceof ApiError && error.status < 500 && !error.code.startsWith('HTTP_')
      ? error.message
      : t.printFailed;
  return (
    <Stack gap={4}>
      <Button
        variant="light"
        onClick={() => locationId && !download.isPending && download.mutate({ locationId, date })}
        loading={download.isPending}
        disabled={!locationId}
        data-testid="staff-register-print"
      >
        {t.print}
      </Button>
      {failure && (
        <Alert color="red" role="alert" py={6} data-testid="staff-register-print-error">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * /staffRegister 'Personalliste': a location (when the merchant has several) and a day (today unless
 * chosen); who is at work now; the day's shifts with every correction beside the entry it corrects; the
 * day's hours; 'Legg til registrering' for a forgotten clocking, 'Korriger' on every entry; and the PDF.
 * Below, the hours per employee of a period at the same location, with the period's register as CSV and Excel.
 */
export function StaffRegisterView({ merchant, locations }: StaffRegisterViewProps) {
  const t = texts.staffRegister;
  const today = osloDate();
  const { location, setLocationId } = useLocationParam(locations);
  const { date, setDate } = useDateParam(today);
  const register = useStaffRegister(merchant, location?.id, date);
  const [adding, setAdding] = useState(false);
  const [correcting, setCorrecting] = useState<EntryToCorrect | null>(null);
  const entriesId = useId();
  // A location the server no longer knows shows its not-found view once, not again under the hours.
  const locationGone = register.error instanceof ApiError && register.error.status === 404;

  const addButton = (
    <Button onClick={() => setAdding(true)} disabled={!location} data-testid="staff-register-add">
      {t.add.button}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageTitle title={t.title} description={t.description} actions={addButton} />
      <Group align="flex-start" gap="sm" wrap="wrap">
        <LocationSelect locations={locations} value={location?.id} onChange={setLocationId} label={t.location} />
        <DateField
          label={t.date}
          value={date}
          onChange={(value) => value && setDate(value)}
          filter
          maxDate={today}
          maxDateMessage={texts.dates.afterToday}
          w={{ base: '100%', xs: 200 }}
          testId="staff-register-date"
        />
        <Stack gap={0} pt={{ base: 0, xs: 25 }}>
          <PrintButton merchant={merchant} locationId={location?.id} date={date} />
        </Stack>
      </Group>
      <ScreenState query={register} loadFailedText={t.loadFailed} errorTestId="staff-register-error">
        {(day) => (
          <Stack gap="xl">
            <AtWork day={day} />
            <Stack gap="xs" component="section" data-testid="register-entries">
              <Title order={2} fz="h4" id={entriesId}>
                {t.entries.title(formatDate(day.date))}
              </Title>
              <ScreenState query={loaded(day)} isEmpty={(data) => data.shifts.length === 0} emptyText={t.entries.empty}>
                {(data) => <RegisterTable day={data} labelledBy={entriesId} onCorrect={setCorrecting} />}
              </ScreenState>
            </Stack>
          </Stack>
        )}
      </ScreenState>
      {!locationGone && <StaffHoursSection merchant={merchant} locationId={location?.id} today={today} />}
      {location && (
        <AddEntryDialog
          merchant={merchant}
          locationId={location.id}
          date={date}
          today={today}
          opened={adding}
          onClose={() => setAdding(false)}
        />
      )}
      <CorrectEntryDialog merchant={merchant} choice={correcting} today={today} onClose={() => setCorrecting(null)} />
    </Stack>
  );
}
