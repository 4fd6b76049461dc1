/**
 * Money is integer øre everywhere inside Bakrom. Kroner appear only at the edges
 * (the specification's API fields and the screens), converted here and nowhere else.
 */
export type Ore = number;

export function kronerToOre(kroner: number): Ore {
  return Math.round(kroner * 100);
}

export function oreToKroner(ore: Ore): number {
  return ore / 100;
}

/** Amounts in minor units as the refund API sends them: two-decimal text without the separator. */
export function toMinorUnits(kroner: number): number {
  return Number(kroner.toFixed(2).replace('.', ''));
}
