import { addDays, osloInstantOf } from '@bakrom/shared/business-day';
import type { DbOrTx } from '../db/client';
import { staffRegisterEntries } from '../db/schema/index';
import type { MerchantContext } from './context';
import type { SeededEmployee } from './staff';

/**
 * The demo's staff register (personalliste) of the last two weeks: at the locations with a till that the
 * employees can staff (three per location), three overlapping shifts a day clocked in and out at the till by the employees in turn — a shift begun and not yet ended
 * is left open, so the overview shows who is at work and today's labour — and yesterday one clock-out
 * corrected from the back office with its reason. Nothing after the seed's `now`.
 */

const DAYS = 14;
/** Oslo times of the day's shifts. */
const SHIFTS = [
  ['09:30', '16:00'],
  ['11:00', '19:30'],
  ['15:30', '22:00'],
] as const;

type Row = typeof staffRegisterEntries.$inferInsert;

export async function seedStaffRegister(tx: DbOrTx, context: MerchantContext, employees: readonly SeededEmployee[]): Promise<number> {
  // Nobody works at two places at once: as many locations as the employees can staff with the day's shifts.
  const tills = context.locations
    .filter((location) => location.posTerminalId !== null)
    .slice(0, Math.floor(employees.length / SHIFTS.length));
  if (tills.length === 0 || employees.length === 0) return 0;
  const rows: Row[] = [];
  const now = context.now.getTime();
  let reference = 0;
  for (let back = DAYS - 1; back >= 0; back -= 1) {
    const date = addDays(context.today, -back);
    tills.forEach((location, locationIndex) => {
      SHIFTS.forEach(([start, end], shiftIndex) => {
        const employee = employees[(back + locationIndex * SHIFTS.length + shiftIndex) % employees.length]!;
        for (const [action, time] of [
          ['IN', start],
          ['OUT', end],
        ] as const) {
          const at = osloInstantOf(date, time);
          if (at.getTime() > now) break;
          reference += 1;
          rows.push({
            merchantId: context.profile.id,
            locationId: location.id,
            locationName: location.profile.name,
            userId: employee.id,
            employeeName: employee.name,
            identityCode: employee.identityCode,
            nationalIdEncrypted: employee.nationalIdEncrypted,
            action,
            occurredAt: at,
            recordedAt: at,
            source: 'TERMINAL',
            terminalId: location.posTerminalId,
            terminalName: 'Kasse 1',
            reference: `seed-${reference}`,
          });
        }
      });
    });
  }
  const inserted = await tx.insert(staffRegisterEntries).values(rows).returning();
  // Yesterday's last clock-out at the first location was 20 minutes later than clocked: corrected the next morning.
  const yesterday = addDays(context.today, -1);
  const late = inserted.find(
    (row) =>
      row.action === 'OUT' &&
      row.locationId === tills[0]!.id &&
      row.occurredAt.getTime() === osloInstantOf(yesterday, SHIFTS[2][1]).getTime(),
  );
  const correctedAt = osloInstantOf(context.today, '08:15');
  if (late && correctedAt.getTime() <= now) {
    await tx.insert(staffRegisterEntries).values({
      ...late,
      id: undefined,
      seq: undefined,
      source: 'BACK_OFFICE',
      terminalId: null,
      terminalName: null,
      reference: null,
      occurredAt: osloInstantOf(yesterday, '22:20'),
      recordedAt: correctedAt,
      recordedByName: 'Ingrid Haugen',
      correctsEntryId: late.id,
      reason: 'Ble igjen for å rydde kjøkkenet',
    } as Row);
  }
  return inserted.length;
}
