import { texts } from '@/i18n';

const wholeFormat = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });
const oneDecimalFormat = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 1 });

/** A size for people: `512 B`, `1,5 kB` (1 kB = 1024 B). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return texts.units.bytes(wholeFormat.format(bytes));
  return texts.units.kilobytes(oneDecimalFormat.format(bytes / 1024));
}
