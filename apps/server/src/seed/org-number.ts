/** Norwegian organisation numbers: nine digits, the last a modulus-11 check digit. */
const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2] as const;

/** The check digit for eight leading digits, or null when no valid number exists for them. */
export function orgNumberCheckDigit(firstEight: string): number | null {
  if (!/^\d{8}$/.test(firstEight)) throw new Error(`Expected eight digits, got '${firstEight}'`);
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(firstEight[i]), 0);
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  return check === 10 ? null : check;
}

export function isValidOrgNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  return orgNumberCheckDigit(value.slice(0, 8)) === Number(value[8]);
}

/** The first valid organisation number at or after the eight leading digits given. */
export function orgNumberFrom(firstEight: string): string {
  let base = Number(firstEight);
  for (;;) {
    const digits = String(base).padStart(8, '0');
    const check = orgNumberCheckDigit(digits);
    if (check !== null) return `${digits}${check}`;
    base += 1;
  }
}
