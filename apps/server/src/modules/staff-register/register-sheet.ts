import { formatDate, formatDateTime, osloDate } from '@bakrom/shared/format';
import { REPORT_ROW_LABELS } from '@bakrom/shared/report-labels';
import type { StaffRegisterDay, StaffRegisterEntry, StaffShift } from '@bakrom/shared/schemas/staff-register';
import type { SheetTable } from '../reports/spreadsheet';
import { isAmended } from './register-pdf';

/**
 * The staff register of a period for the accountant (CSV and Excel through the reports' `spreadsheet.ts`):
 * 'Personalliste', one row per shift of every day in the order given, with the times in force in Oslo time,
 * whether an entry was corrected, struck out or added in the back office, and the reasons; then 'Timer per
 * ansatt', each employee's shifts and hours of closed shifts, by name, with the total last. Hours are
 * numbers with two decimals: the sheet's 'amount' kind in hundredths of an hour (as it holds øre for
 * kroner), so the CSV shows '8,50' and Excel the number 8.5 formatted '8.50'. Pure: no SQL, no HTTP.
 */

export const STAFF_REGISTER_SHEET_TITLE = 'Personalliste';
export const STAFF_HOURS_SHEET_TITLE = 'Timer per ansatt';

const NO_IDENTITY = 'Ikke registrert';
const NOT_CLOCKED_OUT = 'Ikke stemplet ut';
const NOT_CLOCKED_IN = 'Ikke stemplet inn';
const STRUCK_OUT = 'strøket';

/** Hours as the sheet's 'amount' cells hold them: whole hundredths of an hour. */
const hundredths = (hours: number) => Math.round(hours * 100);

/** An instant's Oslo time: 'HH:mm' on the row's date, 'DD.MM.YYYY HH:mm' on another. */
function timeText(instant: string, date: string): string {
  const text = formatDateTime(instant);
  return osloDate(new Date(instant)) === date ? text.slice(-5) : text;
}

/** Why an entry was added and corrected, in the order it happened. */
const reasonsOf = (entry: StaffRegisterEntry | null): string[] =>
  entry === null
    ? []
    : [...(entry.source === 'BACK_OFFICE' && entry.reason ? [entry.reason] : []), ...entry.corrections.map((c) => c.reason)];

const isStruck = (shift: StaffShift) => shift.clockIn?.struckOut === true || shift.clockOut?.struckOut === true;

/** Hours that count: a closed shift with neither end struck out. */
const countedHours = (shift: StaffShift) => (isStruck(shift) ? null : shift.hours);

function shiftRow(day: StaffRegisterDay, shift: StaffShift): (string | number)[] {
  const struck = isStruck(shift);
  const side = (entry: StaffRegisterEntry | null, missing: string) => {
    if (!entry) return struck ? '' : missing;
    const time = timeText(entry.time, day.date);
    return entry.struckOut ? `${time} ${STRUCK_OUT}` : time;
  };
  const hours = countedHours(shift);
  const amended = [shift.clockIn, shift.clockOut].some((entry) => entry !== null && isAmended(entry));
  return [
    formatDate(day.date),
    day.locationName,
    shift.employeeName,
    shift.identity === '' ? NO_IDENTITY : shift.identity,
    side(shift.clockIn, NOT_CLOCKED_IN),
    side(shift.clockOut, NOT_CLOCKED_OUT),
    hours === null ? '' : hundredths(hours),
    amended ? 'Ja' : 'Nei',
    [...reasonsOf(shift.clockIn), ...reasonsOf(shift.clockOut)].join('; '),
  ];
}

interface EmployeeHours {
  name: string;
  identity: string;
  shifts: number;
  /** Hundredths of an hour. */
  hours: number;
}

/** Each employee's shifts (a struck-out entry's row is none) and hours of closed shifts, by name. */
function employeeHours(days: readonly StaffRegisterDay[]): EmployeeHours[] {
  const byUser = new Map<string, EmployeeHours>();
  for (const day of days) {
    for (const shift of day.shifts) {
      const employee = byUser.get(shift.userId) ?? { name: shift.employeeName, identity: shift.identity, shifts: 0, hours: 0 };
      byUser.set(shift.userId, employee);
      const struckOnly = [shift.clockIn, shift.clockOut].every((entry) => entry === null || entry.struckOut);
      if (!struckOnly) employee.shifts += 1;
      employee.hours += hundredths(countedHours(shift) ?? 0);
    }
  }
  return [...byUser.values()].sort((a, b) => a.name.localeCompare(b.name, 'nb') || a.identity.localeCompare(b.identity, 'nb'));
}

/** The period's register and each employee's hours, for `renderCsv` and `renderXlsx`. */
export function staffRegisterSheetTables(input: { days: readonly StaffRegisterDay[] }): SheetTable[] {
  const employees = employeeHours(input.days);
  return [
    {
      title: STAFF_REGISTER_SHEET_TITLE,
      columns: [
        { header: 'Dato', kind: 'text' },
        { header: 'Avdeling', kind: 'text' },
        { header: 'Navn', kind: 'text' },
        { header: 'Identitet', kind: 'text' },
        { header: 'Inn', kind: 'text' },
        { header: 'Ut', kind: 'text' },
        { header: 'Timer', kind: 'amount' },
        { header: 'Korrigert', kind: 'text' },
        { header: 'Merknad', kind: 'text' },
      ],
      rows: input.days.flatMap((day) => day.shifts.map((shift) => shiftRow(day, shift))),
    },
    {
      title: STAFF_HOURS_SHEET_TITLE,
      columns: [
        { header: 'Navn', kind: 'text' },
        { header: 'Identitet', kind: 'text' },
        { header: 'Vakter', kind: 'count' },
        { header: 'Timer', kind: 'amount' },
      ],
      rows: [
        ...employees.map((employee) => [
          employee.name,
          employee.identity === '' ? NO_IDENTITY : employee.identity,
          employee.shifts,
          employee.hours,
        ]),
        [
          REPORT_ROW_LABELS.total,
          '',
          employees.reduce((sum, employee) => sum + employee.shifts, 0),
          employees.reduce((sum, employee) => sum + employee.hours, 0),
        ],
      ],
    },
  ];
}
