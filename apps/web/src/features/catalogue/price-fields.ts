import { pricePairFromGross, pricePairFromNet } from '@bakrom/shared/catalogue-rules';

/** What a price input holds: a number, or '' while it is empty (Mantine NumberInput's value). */
export type PriceValue = number | string;

/** A price field pair: without VAT (what is stored) and with VAT (what the customer pays). */
export interface PriceFields {
  net: PriceValue;
  gross: PriceValue;
}

function asNumber(value: PriceValue): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const trimmed = value.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** The pair of a stored price (kroner without VAT). */
export function priceFieldsOf(net: number, ratePercent: number): PriceFields {
  return { net, gross: pricePairFromNet(net, ratePercent).withVat };
}

/** Typed without VAT: with VAT follows, rounded to whole kroner (§5). */
export function changeNet(value: PriceValue, ratePercent: number): PriceFields {
  const net = asNumber(value);
  return { net: value, gross: net === undefined ? '' : pricePairFromNet(net, ratePercent).withVat };
}

/** Typed with VAT: without VAT follows, rounded to two decimals (§5). */
export function changeGross(value: PriceValue, ratePercent: number): PriceFields {
  const gross = asNumber(value);
  return { net: gross === undefined ? '' : pricePairFromGross(gross, ratePercent).withoutVat, gross: value };
}

/** The price to send: kroner without VAT; an empty field counts as 0, anything unreadable as NaN (refused by the schema). */
export function netPrice(fields: PriceFields): number {
  if (typeof fields.net === 'string' && fields.net.trim() === '') return 0;
  return asNumber(fields.net) ?? Number.NaN;
}
