import { kronerToOre } from '@bakrom/shared/money';

/**
 * The hourly cost of the employee form: typed in kroner (a comma or a point before the øre, spaces between
 * thousands), sent as integer øre. An empty field is no cost (null); a text that is no amount becomes NaN,
 * which the shared schema refuses with its message.
 */
export function hourlyCostOre(typed: string): number | null {
  const text = typed.replace(/[\s\u00a0\u202f]/g, '');
  if (text === '') return null;
  if (!/^\d{1,9}([.,]\d{1,2})?$/.test(text)) return Number.NaN;
  return kronerToOre(Number(text.replace(',', '.')));
}

/** Øre as the field shows them: `245,50`, or `245` for whole kroner; empty for none. */
export function hourlyCostText(ore: number | null): string {
  if (ore === null) return '';
  return ore % 100 === 0 ? String(ore / 100) : (ore / 100).toFixed(2).replace('.', ',');
}
