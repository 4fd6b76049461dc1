import type { StaffClockEntry, StaffHours, StaffRegisterDay, StaffRegisterEntry, StaffShift } from '@bakrom/shared/schemas/staff-register';
import { pairShifts, shiftHours, type ShiftEntry } from '@bakrom/shared/staff-shifts';
import type { staffRegisterEntries } from '../../db/schema/index';

type Row = typeof staffRegisterEntries.$inferSelect;

const iso = (value: Date | string) => new Date(value).toISOString();

export function presentClockEntry(row: Row): StaffClockEntry {
  return {
    id: row.id,
    action: row.action as StaffClockEntry['action'],
    time: iso(row.occurredAt),
    employeeName: row.employeeName,
    locationId: row.locationId,
    locationName: row.locationName,
    terminalId: row.terminalId ?? '',
    reference: row.reference ?? '',
  };
}

const recordedBy = (row: Row) => (row.source === 'TERMINAL' ? (row.terminalName ?? '') : (row.recordedByName ?? ''));

/** An entry with its corrections in recording order: the last one is in force. */
export function presentEntry(root: Row, corrections: readonly Row[]): StaffRegisterEntry {
  const last = corrections.at(-1);
  return {
    id: root.id,
    action: root.action as StaffRegisterEntry['action'],
    time: iso(last && !last.struckOut ? last.occurredAt : root.occurredAt),
    recordedTime: iso(root.occurredAt),
    struckOut: last?.struckOut ?? false,
    source: root.source as StaffRegisterEntry['source'],
    recordedBy: recordedBy(root),
    recordedAt: iso(root.recordedAt),
    reason: root.reason,
    corrections: corrections.map((row) => ({
      id: row.id,
      time: row.struckOut ? null : iso(row.occurredAt),
      reason: row.reason ?? '',
      recordedBy: row.recordedByName ?? '',
      recordedAt: iso(row.recordedAt),
    })),
  };
}

/** Rows (entries and corrections, in recording order) grouped into the entries they make. */
export function entriesOf(rows: readonly Row[]): { root: Row; entry: StaffRegisterEntry }[] {
  const corrections = new Map<string, Row[]>();
  for (const row of rows) {
    if (!row.correctsEntryId) continue;
    corrections.set(row.correctsEntryId, [...(corrections.get(row.correctsEntryId) ?? []), row]);
  }
  return rows.filter((row) => !row.correctsEntryId).map((root) => ({ root, entry: presentEntry(root, corrections.get(root.id) ?? []) }));
}

interface DayInput {
  locationId: string;
  locationName: string;
  date: string;
  /** The day's bounds: a shift belongs to the day its start (or, without one, its end) falls on. */
  from: Date;
  to: Date;
  rows: readonly Row[];
  identities: ReadonlyMap<string, string>;
  atWork: StaffRegisterDay['atWork'];
}

type DayEntry = ShiftEntry & { entry: StaffRegisterEntry; employeeName: string };

export function presentDay(input: DayInput): StaffRegisterDay {
  const { date, from, to, ...rest } = input;
  return presentDays({ ...rest, days: [{ date, from, to }] })[0]!;
}

/** Several days of one location from the same rows: the entries are paired into shifts once, then placed on their days. */
export function presentDays(
  input: Omit<DayInput, 'date' | 'from' | 'to'> & { days: readonly Pick<DayInput, 'date' | 'from' | 'to'>[] },
): StaffRegisterDay[] {
  const entries: DayEntry[] = entriesOf(input.rows).map(({ root, entry }) => ({
    id: entry.id,
    userId: root.userId,
    action: entry.action,
    time: Date.parse(entry.time),
    order: root.seq,
    struckOut: entry.struckOut,
    entry,
    employeeName: root.employeeName,
  }));
  const shifts: StaffShift[] = pairShifts(entries).map((shift) => ({
    userId: shift.userId,
    employeeName: (shift.clockIn ?? shift.clockOut)!.employeeName,
    identity: input.identities.get(shift.userId) ?? '',
    clockIn: shift.clockIn?.entry ?? null,
    clockOut: shift.clockOut?.entry ?? null,
    hours: shiftHours(shift),
  }));
  // Struck-out entries count nowhere but stay in the register, each as a shift of its own on the day first recorded.
  const struck: StaffShift[] = entries
    .filter((entry) => entry.struckOut)
    .map((entry) => ({
      userId: entry.userId,
      employeeName: entry.employeeName,
      identity: input.identities.get(entry.userId) ?? '',
      clockIn: entry.action === 'IN' ? entry.entry : null,
      clockOut: entry.action === 'OUT' ? entry.entry : null,
      hours: null,
    }));
  const placedAt = (shift: StaffShift) => Date.parse((shift.clockIn ?? shift.clockOut)!.time);
  const struckAt = (shift: StaffShift) => Date.parse((shift.clockIn ?? shift.clockOut)!.recordedTime);
  return input.days.map(({ date, from, to }) => {
    const within = (instant: number) => instant >= from.getTime() && instant < to.getTime();
    const counted = shifts.filter((shift) => within(placedAt(shift)));
    const all = [...counted, ...struck.filter((shift) => within(struckAt(shift)))].sort((a, b) => placedAt(a) - placedAt(b));
    return {
      locationId: input.locationId,
      locationName: input.locationName,
      date,
      atWork: input.atWork,
      shifts: all,
      totalHours: Math.round(counted.reduce((sum, shift) => sum + (shift.hours ?? 0) * 100, 0)) / 100,
    };
  });
}

/** Hours per employee of the shifts given (struck-out entries not counted), by name; the cost only for who may see it. */
export function presentHours(input: {
  locationId: string;
  locationName: string;
  fromDate: string;
  toDate: string;
  shifts: readonly StaffShift[];
  costs: ReadonlyMap<string, number | null>;
  seesCost: boolean;
}): StaffHours {
  const byUser = new Map<string, StaffHours['employees'][number]>();
  for (const shift of input.shifts) {
    if (shift.clockIn?.struckOut || shift.clockOut?.struckOut) continue;
    const employee = byUser.get(shift.userId) ?? {
      userId: shift.userId,
      employeeName: shift.employeeName,
      identity: shift.identity,
      shifts: 0,
      hours: 0,
      openShifts: 0,
      hourlyCost: input.seesCost ? (input.costs.get(shift.userId) ?? null) : null,
      labourCost: null,
    };
    employee.shifts += 1;
    if (shift.hours === null) employee.openShifts += 1;
    else employee.hours = Math.round((employee.hours + shift.hours) * 100) / 100;
    byUser.set(shift.userId, employee);
  }
  const employees = [...byUser.values()]
    .map((employee) => ({
      ...employee,
      labourCost: employee.hourlyCost === null ? null : Math.round(employee.hours * employee.hourlyCost),
    }))
    .sort((a, b) => a.employeeName.localeCompare(b.employeeName, 'nb'));
  return {
    locationId: input.locationId,
    locationName: input.locationName,
    fromDate: input.fromDate,
    toDate: input.toDate,
    employees,
    totalHours: Math.round(employees.reduce((sum, employee) => sum + employee.hours * 100, 0)) / 100,
    totalLabourCost: input.seesCost ? employees.reduce((sum, employee) => sum + (employee.labourCost ?? 0), 0) : null,
  };
}
