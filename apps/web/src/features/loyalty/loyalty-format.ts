import { isDateInRange, type DateRange } from '@bakrom/shared/business-day';

/** '12,5 %': a percent as the loyalty tables show it. */
export function formatPercent(percent: number): string {
  return `${new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 2 }).format(percent)} %`;
}

/** The names of the ids, in name order, joined; an id without a name (deleted meanwhile) is left out. */
export function namesOf(ids: readonly string[], names: ReadonlyMap<string, string>): string {
  return ids
    .flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [name];
    })
    .sort((a, b) => a.localeCompare(b, 'nb'))
    .join(', ');
}

/** At most `shown` names, then how many more: 'Cola, Fanta, Solo og 9 til'. */
export function shortList(text: string, shown: number, more: (count: number) => string): string {
  const names = text === '' ? [] : text.split(', ');
  return names.length <= shown ? text : `${names.slice(0, shown).join(', ')} ${more(names.length - shown)}`;
}

/** The locations of a discount or programme: 'Alle avdelinger' when it holds at every one of the merchant's. */
export function locationsText(ids: readonly string[], names: ReadonlyMap<string, string>, all: string): string {
  return names.size > 1 && [...names.keys()].every((id) => ids.includes(id)) ? all : namesOf(ids, names);
}

/** Where a discount stands on a day: within its period, starting later, or ended. */
export type DiscountStatus = 'active' | 'upcoming' | 'expired';

/** The status of a period (both ends included) on `today`, an Oslo date YYYY-MM-DD. */
export function discountStatus(period: DateRange, today: string): DiscountStatus {
  if (isDateInRange(today, period.fromDate, period.toDate)) return 'active';
  return today < period.fromDate ? 'upcoming' : 'expired';
}
