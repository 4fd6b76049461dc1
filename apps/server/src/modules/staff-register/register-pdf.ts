import { formatDate, formatDateTime, formatHours, osloParts } from '@bakrom/shared/format';
import type { StaffRegisterDay, StaffRegisterEntry, StaffShift } from '@bakrom/shared/schemas/staff-register';
import { companyLines } from '../reports/counters-pdf';
import { ReportPdf, type PdfColumn } from '../reports/pdf-document';

/**
 * The staff register of a location's day as the inspector gets it (personalliste, PDF), in the reports' one
 * page layout: the business with its organisation number, the location, the date and who printed it when;
 * one row per shift with the times in force in Oslo time, each corrected, struck-out or added entry marked
 * with a note number ('16:30 (1)') that the list of corrections below explains (what was recorded, what it
 * became, who changed it, when and why); the day's hours under the shifts. Who is at work now is not part of it. Pure:
 * no SQL, no HTTP.
 */

export const STAFF_REGISTER_PDF_TEXT = {
  title: 'Personalliste',
  date: 'Dato',
  printed: 'Skrevet ut',
  location: 'Avdeling',
  empty: 'Ingen registreringer denne dagen.',
  noIdentity: 'Ikke registrert',
  notClockedOut: 'Ikke stemplet ut',
  notClockedIn: 'Ikke stemplet inn',
  struckOut: 'strøket',
  corrections: 'Korrigeringer',
  markerNote: 'Tall i parentes viser til korrigeringene under tabellen.',
  totalHours: 'Sum timer',
} as const;

const T = STAFF_REGISTER_PDF_TEXT;
const ACTION_LABELS = { IN: 'Inn', OUT: 'Ut' } as const;

/** An instant's Oslo time: 'HH:mm' on the register's day, 'DD.MM HH:mm' on another. */
export function registerTimeText(instant: string, date: string): string {
  const p = osloParts(new Date(instant));
  const time = `${p.hour}:${p.minute}`;
  return `${p.year}-${p.month}-${p.day}` === date ? time : `${p.day}.${p.month} ${time}`;
}

/** Whether the list of corrections explains the entry: corrected, struck out or added in the back office. */
export function isAmended(entry: StaffRegisterEntry): boolean {
  return entry.corrections.length > 0 || entry.struckOut || entry.source === 'BACK_OFFICE';
}

/** The lines of the list of corrections about one entry: its addition first, then each correction in order. */
export function amendmentLines(entry: StaffRegisterEntry, date: string): string[] {
  const action = ACTION_LABELS[entry.action];
  const recorded = registerTimeText(entry.recordedTime, date);
  const lines: string[] = [];
  if (entry.source === 'BACK_OFFICE') {
    lines.push(`${action} ${recorded}: lagt til av ${entry.recordedBy} ${formatDateTime(entry.recordedAt)}: ${entry.reason ?? ''}`);
  }
  for (const correction of entry.corrections) {
    const change = correction.time === null ? T.struckOut : `endret til ${registerTimeText(correction.time, date)}`;
    lines.push(
      `${action}: registrert ${recorded}, ${change} av ${correction.recordedBy} ${formatDateTime(correction.recordedAt)}: ${correction.reason}`,
    );
  }
  return lines;
}

const SHIFT_COLUMNS: PdfColumn[] = [
  { header: 'Navn', width: 0.28 },
  { header: 'Fødselsnr./kode', width: 0.19 },
  { header: 'Inn', width: 0.2 },
  { header: 'Ut', width: 0.2 },
  { header: 'Timer', width: 0.13, align: 'right' },
];

export interface StaffRegisterPdfInput {
  companyName: string;
  organisationNumber: string;
  day: StaffRegisterDay;
  printedAt: Date;
  printedBy: string;
}

/** The day's register for an inspector (A4 portrait, 'Side n av m' on every page). */
export function renderStaffRegisterPdf(input: StaffRegisterPdfInput): Promise<Buffer> {
  const { day } = input;
  const pdf = new ReportPdf(T.title, [
    ...companyLines({ name: input.companyName, organisationNumber: input.organisationNumber }),
    [T.location, day.locationName],
    [T.date, formatDate(day.date)],
    [T.printed, `${formatDateTime(input.printedAt)} av ${input.printedBy}`],
  ]);
  if (day.shifts.length === 0) {
    pdf.note(T.empty);
    pdf.note(`${T.totalHours}: ${formatHours(0)}`);
    return pdf.finish();
  }

  const notes: { number: number; name: string; lines: string[] }[] = [];
  /** A side of a shift as its cell shows it, with the note number of an amended entry. */
  const cell = (shift: StaffShift, entry: StaffRegisterEntry | null, missing: string): string => {
    if (!entry) return missing;
    const time = registerTimeText(entry.time, day.date);
    const shown = entry.struckOut ? `${time} ${T.struckOut}` : time;
    if (!isAmended(entry)) return shown;
    const number = notes.length + 1;
    notes.push({ number, name: shift.employeeName, lines: amendmentLines(entry, day.date) });
    return `${shown} (${number})`;
  };
  const rows = day.shifts.map((shift) => {
    // A struck-out entry is a row of its own: its missing side is not a forgotten clocking.
    const struck = shift.clockIn?.struckOut === true || shift.clockOut?.struckOut === true;
    return [
      shift.employeeName,
      shift.identity === '' ? T.noIdentity : shift.identity,
      cell(shift, shift.clockIn, struck ? '' : T.notClockedIn),
      cell(shift, shift.clockOut, struck ? '' : T.notClockedOut),
      shift.hours === null ? '' : formatHours(shift.hours),
    ];
  });
  pdf.table(SHIFT_COLUMNS, rows);
  // The day's total right under the shifts it adds up.
  pdf.note(`${T.totalHours}: ${formatHours(day.totalHours)}`);

  if (notes.length > 0) {
    pdf.note(T.markerNote).section(T.corrections);
    // Whole-width lines rather than a table: a long name or reason wraps as a sentence does.
    for (const note of notes) for (const line of note.lines) pdf.note(`(${note.number}) ${note.name}, ${line}`);
  }
  return pdf.finish();
}
