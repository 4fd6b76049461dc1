import { dateRangeLabel, rangesOverlap, type DateRange } from './business-day';

/**
 * Rules of discounts and the reward programme (spec part 2 §2.9–2.10, §5) that the screens and the
 * server share.
 */

/** A percent as stored (numeric(5,2)): at most two decimals, so that 12.5 % is kept exactly. */
export function hasAtMostTwoDecimals(percent: number): boolean {
  return Number.isFinite(percent) && Math.abs(Math.round(percent * 100) - percent * 100) < 1e-6;
}

/** The percent of a discount or a reward programme: above 0, at most 100, at most two decimals. */
export function isValidPercent(percent: number): boolean {
  return percent > 0 && percent <= 100 && hasAtMostTwoDecimals(percent);
}

/** Both dates picked and the same: the discount or programme runs for one day only. */
export function isSingleDay(range: Partial<DateRange>): boolean {
  return Boolean(range.fromDate) && range.fromDate === range.toDate;
}

export interface ProgramPeriod extends DateRange {
  id: string;
  name: string;
  active: boolean;
  validForLocationIds: readonly string[];
}

/**
 * The first other active reward programme that would run on the same day at the same location as
 * `candidate`: a customer can earn points under only one programme at a time, so such a programme is
 * refused. The candidate itself (an edit) and inactive programmes never clash.
 */
export function clashingProgram<T extends ProgramPeriod>(
  candidate: Omit<ProgramPeriod, 'id' | 'name'> & { id?: string },
  others: readonly T[],
): { program: T; locationId: string } | undefined {
  if (!candidate.active) return undefined;
  for (const program of others) {
    if (program.id === candidate.id || !program.active || !rangesOverlap(program, candidate)) continue;
    const locationId = candidate.validForLocationIds.find((id) => program.validForLocationIds.includes(id));
    if (locationId) return { program, locationId };
  }
  return undefined;
}

/** The refusal of a clashing programme, naming it, its dates and the location. */
export function clashMessage(program: { name: string } & DateRange, locationName: string): string {
  return `Bonusprogrammet «${program.name}» gjelder allerede ${dateRangeLabel(program)} ved ${locationName}. To bonusprogram kan ikke gjelde samme dag ved samme avdeling: endre datoene eller avdelingene.`;
}
