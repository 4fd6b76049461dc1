/** The refund calls answer the plain text SUCCEEDED (spec part 1 §7 Refunds); anything else is a failure. */
export function expectSucceeded(answer: unknown, call: string): 'SUCCEEDED' {
  if (answer !== 'SUCCEEDED') throw new Error(`${call} did not succeed`);
  return answer;
}
