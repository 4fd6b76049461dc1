/**
 * The staff register's shifts (personalliste, issue 32), pure so the rules are tested on their own. Each
 * recorded entry is IN or OUT at a time; a correction gives it a new time or strikes it out, and the last
 * correction is in force. An employee's entries in force, by time, pair into shifts: an IN with the OUT
 * that follows it. An IN followed by another IN leaves the first shift open (a forgotten clock-out); an
 * OUT without an IN before it is a shift without a start. Hours count only shifts with both ends.
 */

export interface ShiftEntry {
  id: string;
  userId: string;
  action: 'IN' | 'OUT';
  /** Epoch milliseconds of the time in force. */
  time: number;
  /** The order of recording: entries at the same instant follow it (an OUT and the next IN in one second). */
  order: number;
  struckOut: boolean;
}

export interface Shift<E extends ShiftEntry> {
  userId: string;
  clockIn: E | null;
  clockOut: E | null;
}

const byTime = (a: ShiftEntry, b: ShiftEntry) => a.time - b.time || a.order - b.order;

/** Every employee's shifts from their entries (struck-out ones ignored), each employee's by time. */
export function pairShifts<E extends ShiftEntry>(entries: readonly E[]): Shift<E>[] {
  const byUser = new Map<string, E[]>();
  for (const entry of entries) {
    if (entry.struckOut) continue;
    const list = byUser.get(entry.userId) ?? [];
    list.push(entry);
    byUser.set(entry.userId, list);
  }
  const shifts: Shift<E>[] = [];
  for (const [userId, list] of byUser) {
    list.sort(byTime);
    let open: E | null = null;
    for (const entry of list) {
      if (entry.action === 'IN') {
        if (open) shifts.push({ userId, clockIn: open, clockOut: null });
        open = entry;
      } else {
        shifts.push({ userId, clockIn: open, clockOut: entry });
        open = null;
      }
    }
    if (open) shifts.push({ userId, clockIn: open, clockOut: null });
  }
  return shifts;
}

/** Hours of a shift with both ends, to two decimals; null otherwise. */
export function shiftHours(shift: Shift<ShiftEntry>): number | null {
  if (!shift.clockIn || !shift.clockOut) return null;
  return Math.round((shift.clockOut.time - shift.clockIn.time) / 36_000) / 100;
}

/** The instant a shift is placed by: its start, or its end when it has none. */
export function shiftTime(shift: Shift<ShiftEntry>): number {
  return (shift.clockIn ?? shift.clockOut)!.time;
}

/** Whether the employee is at work after these entries: the last entry in force is an IN. */
export function isClockedIn(entries: readonly ShiftEntry[]): boolean {
  const live = entries.filter((entry) => !entry.struckOut).sort(byTime);
  return live.at(-1)?.action === 'IN';
}
