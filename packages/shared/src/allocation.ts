/**
 * Øre-exact allocation of an amount over parts (the settlement reports, kassasystemforskriften § 2-8-2):
 * an order's manual discount over its lines and add-on lines, and what an order took in over its payments.
 * The counters statement (apps/server/src/modules/reports/counters-repository.ts) and the demo history
 * (apps/server/src/seed/settlement.ts) run the same rule in SQL; the API tests pin the two together.
 *
 * The rule, largest remainder: part i gets floor(total × weight_i / Σ weights); the øre left over go one
 * each to the parts with the largest remainders (total × weight_i mod Σ weights), an earlier part first
 * when two remainders are equal. The parts then add up to the total exactly, and no part exceeds its weight.
 */

/** The parts of `total` in proportion to `weights` (integers ≥ 0, 0 ≤ total ≤ Σ weights), by largest remainder. */
export function largestRemainder(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (!Number.isInteger(total) || weights.some((w) => !Number.isInteger(w) || w < 0)) {
    throw new RangeError('Beløp og vekter må være hele øre, vektene ikke negative.');
  }
  if (total < 0 || total > sum) throw new RangeError('Beløpet kan ikke fordeles: det er negativt eller større enn delene.');
  if (sum === 0) return weights.map(() => 0);
  // BigInt: total × weight can pass 2^53 for large amounts.
  const big = BigInt(sum);
  const shares = weights.map((weight, index) => {
    const product = BigInt(total) * BigInt(weight);
    return { index, floor: Number(product / big), remainder: product % big };
  });
  let left = total - shares.reduce((s, share) => s + share.floor, 0);
  const parts = shares.map((share) => share.floor);
  const ranked = [...shares].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const share of ranked) {
    if (left === 0) break;
    parts[share.index]! += 1;
    left -= 1;
  }
  return parts;
}

/** A line of a sale as the reports see it: its amount with VAT and its VAT, after any line discount. */
export interface AllocationLine {
  grossAmount: number;
  vatAmount: number;
}

/** The share of a manual discount one line carries: the amount with VAT and the VAT taken off that line. */
export interface DiscountShare {
  amount: number;
  vatAmount: number;
}

/**
 * An order's manual discount spread over its lines, in the order of the sale (each order line followed by its
 * add-on lines): the amount in proportion to the lines' amounts, and the discount's VAT — what the order took
 * off its VAT, the lines' VAT less the order's VAT — in proportion to the lines' VAT, both by largest
 * remainder. The lines less their shares then add up to the order's total and its VAT, øre for øre, so sales
 * per category and per VAT rate add up to the sales.
 */
export function allocateManualDiscount(lines: readonly AllocationLine[], discount: DiscountShare): DiscountShare[] {
  const amounts = largestRemainder(
    discount.amount,
    lines.map((line) => line.grossAmount),
  );
  const vats = largestRemainder(
    discount.vatAmount,
    lines.map((line) => line.vatAmount),
  );
  return lines.map((_, index) => ({ amount: amounts[index]!, vatAmount: vats[index]! }));
}
