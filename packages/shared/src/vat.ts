import type { Ore } from './money';

/** VAT contained in a gross amount: gross / (100 + rate) * rate, rounded to whole øre. */
export function vatOfGross(grossOre: Ore, ratePercent: number): Ore {
  if (ratePercent === 0) return 0;
  return Math.round((grossOre * ratePercent) / (100 + ratePercent));
}

/** Net amount of a gross amount (gross minus its VAT), in øre. */
export function netOfGross(grossOre: Ore, ratePercent: number): Ore {
  return grossOre - vatOfGross(grossOre, ratePercent);
}

/** Price form rule: a net price in kroner with VAT added, rounded to whole kroner. */
export function priceWithVat(netKroner: number, ratePercent: number): number {
  return Math.round(netKroner + (netKroner * ratePercent) / 100);
}

/** Price form rule: a gross price in kroner without VAT, rounded to two decimals. */
export function priceWithoutVat(grossKroner: number, ratePercent: number): number {
  return Math.round((grossKroner / (100 + ratePercent)) * 100 * 100) / 100;
}
