import { osloDateOf } from '@bakrom/shared/business-day';
import type { LabourToday, NotClockedOut } from '@bakrom/shared/schemas/dashboard';

const oneDecimal = new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Intl's group and minus signs as the screens write them (a plain no-break space, a hyphen), as `formatMoney` does. */
function normalise(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, '\u00a0').replace('\u2212', '-');
}

/** A percentage with one decimal: `38,5 %`. */
export function formatPercent(percent: number): string {
  return `${normalise(oneDecimal.format(percent))}\u00a0%`;
}

export { formatHours } from '@bakrom/shared/format';

/**
 * The staff register of the person's location on the Oslo day the open shift began
 * (/staffRegister reads `locationId` and `date`), where the clocking-out is added.
 */
export function staffRegisterPath(person: Pick<NotClockedOut, 'locationId' | 'since'>): string {
  const query = new URLSearchParams({ locationId: person.locationId, date: osloDateOf(new Date(person.since)) });
  return `/staffRegister?${query.toString()}`;
}

/** Today's labour in the order of the merchant's locations (as the location picker lists them); any other last. */
export function labourInLocationOrder(labour: readonly LabourToday[], locations: ReadonlyArray<{ id: string }>): LabourToday[] {
  const order = new Map(locations.map((location, index) => [location.id, index]));
  const rank = (row: LabourToday) => order.get(row.locationId) ?? locations.length;
  return [...labour].sort((a, b) => rank(a) - rank(b));
}
