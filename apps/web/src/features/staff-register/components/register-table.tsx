import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '@bakrom/shared/format';
import type { StaffClockAction, StaffRegisterDay, StaffRegisterEntry, StaffShift } from '@bakrom/shared/schemas/staff-register';
import hidden from '@/components/a11y/visually-hidden.module.css';
import { texts } from '@/i18n';
import { formatHours } from '@bakrom/shared/format';
import { timeOnDay } from '../register-format';
import classes from './staff-register.module.css';

/** An entry to correct, with whose it is (the dialog's title and the button's name). */
export interface EntryToCorrect {
  entry: StaffRegisterEntry;
  employeeName: string;
}

interface RegisterTableProps {
  day: StaffRegisterDay;
  /** The id of the heading the table is named by. */
  labelledBy: string;
  onCorrect: (choice: EntryToCorrect) => void;
}

/** The time of an entry: HH:mm on the register's day, with the date when it is another. */
const timeOn = (date: string) => {
  const t = texts.staffRegister.entries;
  return (instant: string) => timeOnDay(instant, date, t.otherDay);
};

interface EntryCellProps {
  entry: StaffRegisterEntry | null;
  action: StaffClockAction;
  employeeName: string;
  date: string;
  /** What an end the shift does not have says ('Ikke stemplet ut'); empty for the other end of a struck-out entry. */
  missing: string;
  onCorrect: (choice: EntryToCorrect) => void;
}

/**
 * One end of a shift: the time in force, or struck through with 'Strøket'; a corrected entry's recorded time
 * struck through under it and each correction (who, when, why); a back-office entry's who and why; and
 * 'Korriger'.
 */
function EntryCell({ entry, action, employeeName, date, missing, onCorrect }: EntryCellProps) {
  const t = texts.staffRegister.entries;
  const timeOf = timeOn(date);
  if (!entry) {
    return missing ? (
      <Text size="sm" c="dimmed" fs="italic">
        {missing}
      </Text>
    ) : (
      <Text size="sm" c="dimmed" aria-hidden="true">
        –
      </Text>
    );
  }
  const corrected = entry.corrections.length > 0;
  return (
    <Stack gap={2} data-testid={`entry-${entry.id}`}>
      <Group gap={6} wrap="nowrap">
        {entry.struckOut ? (
          <>
            <Text component="s" className={classes.nowrap} c="dimmed" data-testid="entry-time">
              {timeOf(entry.time)}
            </Text>
            <Badge color="red" variant="light" size="sm">
              {t.struckOut}
            </Badge>
          </>
        ) : (
          <Text fw={600} className={classes.nowrap} data-testid="entry-time">
            {timeOf(entry.time)}
          </Text>
        )}
        <Button
          size="compact-xs"
          variant="subtle"
          aria-label={t.correctLabel(employeeName, action)}
          onClick={() => onCorrect({ entry, employeeName })}
          data-testid={`correct-${entry.id}`}
        >
          {t.correct}
        </Button>
      </Group>
      {corrected && !entry.struckOut && (
        <Text size="xs" c="dimmed" className={classes.nowrap} data-testid="entry-recorded">
          <span className={hidden.hidden}>{t.recordedTime} </span>
          <s>{timeOf(entry.recordedTime)}</s>
        </Text>
      )}
      {entry.source === 'BACK_OFFICE' && (
        <Text size="xs" c="dimmed" className={classes.note} data-testid="entry-added">
          {t.added(entry.recordedBy, entry.reason ?? '')}
        </Text>
      )}
      {entry.corrections.map((correction) => (
        <Text key={correction.id} size="xs" c="dimmed" className={classes.note} data-testid="entry-correction">
          {t.corrected(correction.recordedBy, formatDateTime(correction.recordedAt), correction.reason)}
        </Text>
      ))}
    </Stack>
  );
}

/** Who recorded the shift's entries: the terminal's name, or the person who added it; each once. */
function recordersOf(shift: StaffShift): string {
  const t = texts.staffRegister.entries;
  const names = [shift.clockIn, shift.clockOut]
    .filter((entry): entry is StaffRegisterEntry => entry !== null)
    .map((entry) => (entry.source === 'TERMINAL' ? t.terminal(entry.recordedBy) : entry.recordedBy));
  return [...new Set(names)].join(', ');
}

/** A shift of a single struck-out entry: kept and shown, but no shift whose other end is missing. */
const isStruckOnly = (shift: StaffShift) => [shift.clockIn, shift.clockOut].every((entry) => entry === null || entry.struckOut);

/**
 * The day's shifts: Navn, Identitet, Inn, Ut, Timer and Registrert av, with the hours of the day under the
 * table. The table scrolls sideways inside its box on a narrow screen.
 */
export function RegisterTable({ day, labelledBy, onCorrect }: RegisterTableProps) {
  const t = texts.staffRegister.entries;
  return (
    <Stack gap="xs">
      <div className={classes.scroll} role="region" aria-labelledby={labelledBy} tabIndex={0}>
        <Table
          className={classes.table}
          miw={880}
          striped
          withRowBorders
          verticalSpacing="sm"
          aria-labelledby={labelledBy}
          data-testid="register-table"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t.columns.name}</Table.Th>
              <Table.Th scope="col">{t.columns.identity}</Table.Th>
              <Table.Th scope="col">{t.columns.in}</Table.Th>
              <Table.Th scope="col">{t.columns.out}</Table.Th>
              <Table.Th scope="col" className={classes.numeric}>
                {t.columns.hours}
              </Table.Th>
              <Table.Th scope="col">{t.columns.recordedBy}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {day.shifts.map((shift) => {
              const struckOnly = isStruckOnly(shift);
              const key = (shift.clockIn ?? shift.clockOut)?.id ?? shift.userId;
              return (
                <Table.Tr key={key} data-testid="register-row">
                  <Table.Td fw={600}>{shift.employeeName}</Table.Td>
                  <Table.Td className={classes.nowrap}>
                    {shift.identity || (
                      <Text span size="sm" c="dimmed">
                        {t.noIdentity}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <EntryCell
                      entry={shift.clockIn}
                      action="IN"
                      employeeName={shift.employeeName}
                      date={day.date}
                      missing={struckOnly ? '' : t.notClockedIn}
                      onCorrect={onCorrect}
                    />
                  </Table.Td>
                  <Table.Td>
                    <EntryCell
                      entry={shift.clockOut}
                      action="OUT"
                      employeeName={shift.employeeName}
                      date={day.date}
                      missing={struckOnly ? '' : t.notClockedOut}
                      onCorrect={onCorrect}
                    />
                  </Table.Td>
                  <Table.Td className={classes.numeric} data-testid="shift-hours">
                    {shift.hours === null ? '' : formatHours(shift.hours)}
                  </Table.Td>
                  <Table.Td>{recordersOf(shift)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
      <Text fw={700} ta="right" data-testid="register-total">
        {t.total}: {formatHours(day.totalHours)}
      </Text>
    </Stack>
  );
}
