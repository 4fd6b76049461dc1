/** Display formats of the specification: dates DD.MM.YYYY, money `1 234,50 kr`, all in Europe/Oslo. */
export const BUSINESS_TIME_ZONE = 'Europe/Oslo';

const moneyFormat = new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeFormat = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });

const osloPartsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Year, month, day, hour, minute and second of an instant on the Oslo wall clock, as two-digit texts. */
export function osloParts(date: Date): Record<string, string> {
  return Object.fromEntries(osloPartsFormat.formatToParts(date).map((p) => [p.type, p.value]));
}

function toDate(value: Date | string): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/** A YYYY-MM-DD wire date, or an instant shown as its Oslo calendar day: DD.MM.YYYY. */
export function formatDate(value: Date | string): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}.${m}.${y}`;
  }
  const p = osloParts(toDate(value));
  return `${p.day}.${p.month}.${p.year}`;
}

/** DD.MM.YYYY HH:mm in Oslo time. */
export function formatDateTime(value: Date | string): string {
  const p = osloParts(toDate(value));
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}

/** DD.MM.YYYY HH:mm:ss in Oslo time. */
export function formatDateTimeSeconds(value: Date | string): string {
  const p = osloParts(toDate(value));
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

/** The Oslo calendar day of an instant as YYYY-MM-DD. */
export function osloDate(value: Date = new Date()): string {
  const p = osloParts(value);
  return `${p.year}-${p.month}-${p.day}`;
}

/** Intl puts a narrow no-break space between groups; the screens use a plain no-break space. */
function normaliseSpaces(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, '\u00a0');
}

/** Øre as `1 234,50 kr`. */
export function formatMoney(ore: number): string {
  return `${normaliseSpaces(moneyFormat.format(ore / 100))}\u00a0kr`;
}

const hoursFormat = new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Hours worked with two decimals and a Norwegian comma: `7,50`, `1 234,25` (the staff register, the overview). */
export function formatHours(hours: number): string {
  return normaliseSpaces(hoursFormat.format(hours)).replace('\u2212', '-');
}

/** Whole kroner as `1 235 kr` (prices with VAT in the menu). */
export function formatWholeKroner(kroner: number): string {
  return `${normaliseSpaces(wholeFormat.format(kroner))}\u00a0kr`;
}
