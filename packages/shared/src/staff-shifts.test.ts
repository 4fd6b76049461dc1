import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isClockedIn, pairShifts, shiftHours, shiftTime, type ShiftEntry } from './staff-shifts';

const HOUR = 3_600_000;
const entry = (id: string, userId: string, action: 'IN' | 'OUT', hour: number, extra: Partial<ShiftEntry> = {}): ShiftEntry => ({
  id,
  userId,
  action,
  time: hour * HOUR,
  order: Number(id.replace(/\D/g, '')) || 0,
  struckOut: false,
  ...extra,
});

/** Random entries of a few employees: times on a small grid so that equal times happen, some struck out. */
const entries = fc
  .array(
    fc.record({
      userId: fc.constantFrom('kari', 'ola', 'nina'),
      action: fc.constantFrom('IN' as const, 'OUT' as const),
      quarter: fc.integer({ min: 0, max: 40 }),
      struckOut: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
    }),
    { maxLength: 40 },
  )
  .map((list) =>
    list.map((e, index) => ({
      id: `e${index}`,
      userId: e.userId,
      action: e.action,
      time: e.quarter * 15 * 60_000,
      order: index,
      struckOut: e.struckOut,
    })),
  );

describe('the staff register’s shifts', () => {
  it('pairs an IN with the OUT after it; a second IN leaves the first open; an OUT alone has no start', () => {
    const shifts = pairShifts([
      entry('1', 'kari', 'IN', 8),
      entry('2', 'kari', 'OUT', 16.5),
      entry('3', 'ola', 'IN', 9),
      entry('4', 'ola', 'IN', 20),
      entry('5', 'nina', 'OUT', 7),
      entry('6', 'nina', 'IN', 10, { struckOut: true }),
    ]);
    expect(shifts.map((s) => [s.userId, s.clockIn?.id ?? null, s.clockOut?.id ?? null, shiftHours(s)])).toEqual([
      ['kari', '1', '2', 8.5],
      ['ola', '3', null, null],
      ['ola', '4', null, null],
      ['nina', null, '5', null],
    ]);
  });

  it('orders entries at the same instant by recording: an OUT and the next IN in one second', () => {
    const list = [entry('1', 'kari', 'IN', 8), entry('2', 'kari', 'OUT', 12), entry('3', 'kari', 'IN', 12)];
    expect(isClockedIn(list)).toBe(true);
    expect(pairShifts(list).map((s) => [s.clockIn?.id, s.clockOut?.id ?? null])).toEqual([
      ['1', '2'],
      ['3', null],
    ]);
  });

  it('uses every entry in force exactly once, never a struck-out one, each shift forward in time', () => {
    fc.assert(
      fc.property(entries, (list) => {
        const shifts = pairShifts(list);
        const used = shifts.flatMap((s) => [s.clockIn, s.clockOut]).filter((e) => e !== null);
        expect(used.map((e) => e.id).sort()).toEqual(
          list
            .filter((e) => !e.struckOut)
            .map((e) => e.id)
            .sort(),
        );
        for (const shift of shifts) {
          if (shift.clockIn) expect(shift.clockIn.action).toBe('IN');
          if (shift.clockOut) expect(shift.clockOut.action).toBe('OUT');
          if (shift.clockIn && shift.clockOut) expect(shift.clockOut.time).toBeGreaterThanOrEqual(shift.clockIn.time);
          expect(shiftHours(shift) ?? 0).toBeGreaterThanOrEqual(0);
          expect(shift.clockIn?.userId ?? shift.clockOut!.userId).toBe(shift.userId);
          expect(shiftTime(shift)).toBe((shift.clockIn ?? shift.clockOut)!.time);
        }
      }),
    );
  });

  it('says someone is at work exactly when their last shift is open', () => {
    fc.assert(
      fc.property(entries, (list) => {
        for (const userId of ['kari', 'ola', 'nina']) {
          const own = list.filter((e) => e.userId === userId);
          const shifts = pairShifts(own);
          const last = shifts.at(-1);
          expect(isClockedIn(own)).toBe(last !== undefined && last.clockIn !== null && last.clockOut === null);
        }
      }),
    );
  });
});
