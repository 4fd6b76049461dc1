import { osloDateOf, osloDayStart } from '@bakrom/shared/business-day';
import { pairShifts, shiftTime } from '@bakrom/shared/staff-shifts';
import type { Db } from '../../db/client';
import * as repository from './repository';

/**
 * Today's labour for the overview (issue 32): per location, the hours of the shifts begun today (an open
 * shift counted until now) and their cost at each employee's hourly cost as set now; and everyone still
 * clocked in since an earlier business day — after that day's end-of-day settlement — listed as not
 * clocked out rather than clocked out silently.
 */

export interface LocationLabour {
  locationId: string;
  hours: number;
  /** Øre. */
  labourCost: number;
  hoursWithoutCost: number;
}

export interface LabourToday {
  byLocation: LocationLabour[];
  notClockedOut: { locationId: string; userId: string; employeeName: string; since: string }[];
}

const MS_PER_HOUR = 3_600_000;
const round2 = (value: number) => Math.round(value * 100) / 100;

export async function labourToday(db: Db, merchantId: string, now: Date): Promise<LabourToday> {
  const dayStart = osloDayStart(osloDateOf(now)).getTime();
  const entries = await repository.selectRecentEntriesInForce(db, merchantId, now);
  const shifts = pairShifts(entries.map((entry) => ({ ...entry, time: entry.time.getTime() })));
  const costs = new Map(
    (await repository.selectHourlyCosts(db, merchantId, [...new Set(shifts.map((shift) => shift.userId))])).map((row) => [
      row.id,
      row.hourlyCost,
    ]),
  );
  const byLocation = new Map<string, LocationLabour>();
  const notClockedOut: LabourToday['notClockedOut'] = [];
  for (const shift of shifts) {
    const start = shift.clockIn;
    if (!start) continue;
    if (shiftTime(shift) < dayStart) {
      if (!shift.clockOut)
        notClockedOut.push({
          locationId: start.locationId,
          userId: shift.userId,
          employeeName: start.employeeName,
          since: new Date(start.time).toISOString(),
        });
      continue;
    }
    const end = shift.clockOut?.time ?? now.getTime();
    const hours = Math.max(0, end - start.time) / MS_PER_HOUR;
    const labour = byLocation.get(start.locationId) ?? { locationId: start.locationId, hours: 0, labourCost: 0, hoursWithoutCost: 0 };
    const cost = costs.get(shift.userId);
    labour.hours += hours;
    if (cost === null || cost === undefined) labour.hoursWithoutCost += hours;
    else labour.labourCost += hours * cost;
    byLocation.set(start.locationId, labour);
  }
  return {
    byLocation: [...byLocation.values()].map((labour) => ({
      ...labour,
      hours: round2(labour.hours),
      hoursWithoutCost: round2(labour.hoursWithoutCost),
      labourCost: Math.round(labour.labourCost),
    })),
    notClockedOut: notClockedOut.sort((a, b) => a.since.localeCompare(b.since)),
  };
}

/**
 * Employees of the merchant with a pincode who are not at work now, by name: whom the channel simulator
 * clocks in and out during a run (a command-line tool: the pincodes never leave the process).
 */
export async function employeesOffWork(db: Db, merchantId: string, now: Date, count: number): Promise<{ name: string; pincode: string }[]> {
  const entries = await repository.selectRecentEntriesInForce(db, merchantId, now);
  const atWork = new Set(
    pairShifts(entries.map((entry) => ({ ...entry, time: entry.time.getTime() })))
      .filter((shift) => shift.clockIn && !shift.clockOut)
      .map((shift) => shift.userId),
  );
  const candidates = await repository.selectEmployeesWithPincode(db, merchantId);
  return candidates
    .filter((employee) => !atWork.has(employee.id))
    .slice(0, count)
    .map((employee) => ({ name: `${employee.firstname} ${employee.lastname}`.trim(), pincode: employee.pincode! }));
}
