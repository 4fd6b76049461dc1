/** The arithmetic of the hand-drawn sales charts: value ticks, which date labels fit, donut slices. */

/**
 * Ticks of the value axis from 0 to a round number at or above `max`, about `count` steps of 1, 2,
 * 2.5 or 5 × 10ⁿ kroner (2.5 from 25 kr up, so that every tick is whole kroner).
 */
export function valueTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0];
  const rough = max / count;
  const power = Math.max(1, 10 ** Math.floor(Math.log10(rough)));
  const factors = power >= 10 ? [1, 2, 2.5, 5, 10] : [1, 2, 5, 10];
  const step = factors.map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
  const steps = Math.ceil(max / step - 1e-9);
  return Array.from({ length: steps + 1 }, (_, index) => index * step);
}

/**
 * Which of `count` category labels `band` px apart are drawn so that none overlap (`gap` px each at
 * the least): every n-th from the first, and always the last, which then replaces a neighbour too close.
 */
export function shownLabels(count: number, band: number, gap: number): number[] {
  if (count === 0) return [];
  const every = Math.max(1, Math.ceil(gap / band));
  const shown = Array.from({ length: Math.ceil(count / every) }, (_, index) => index * every);
  const last = count - 1;
  if (shown.at(-1) !== last) {
    if (shown.length > 1 && last - shown.at(-1)! < every) shown.pop();
    shown.push(last);
  }
  return shown;
}

export interface Ring {
  center: number;
  outer: number;
  inner: number;
}

/** A point on a circle, the angle in turns clockwise from 12 o'clock. */
function point(ring: Ring, radius: number, turns: number): string {
  const angle = turns * 2 * Math.PI;
  const x = ring.center + radius * Math.sin(angle);
  const y = ring.center - radius * Math.cos(angle);
  return `${x.toFixed(2)} ${y.toFixed(2)}`;
}

/** The path of a ring slice from `start` to `end` (turns clockwise from 12 o'clock); a whole turn is the whole ring. */
export function slicePath(ring: Ring, start: number, end: number): string {
  const { center, outer, inner } = ring;
  if (end - start >= 1 - 1e-9) {
    const circle = (radius: number, sweep: 0 | 1) =>
      `M ${center} ${center - radius} A ${radius} ${radius} 0 1 ${sweep} ${center} ${center + radius} A ${radius} ${radius} 0 1 ${sweep} ${center} ${center - radius} Z`;
    // Opposite directions, so the inner circle is a hole.
    return `${circle(outer, 1)} ${circle(inner, 0)}`;
  }
  const large = end - start > 0.5 ? 1 : 0;
  return [
    `M ${point(ring, outer, start)}`,
    `A ${outer} ${outer} 0 ${large} 1 ${point(ring, outer, end)}`,
    `L ${point(ring, inner, end)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${point(ring, inner, start)}`,
    'Z',
  ].join(' ');
}

/** Start and end (in turns) of each value's slice, in order; values of 0 get no slice (start = end). */
export function sliceTurns(values: readonly number[]): { start: number; end: number }[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  let at = 0;
  return values.map((value) => {
    const start = at;
    at += total > 0 ? Math.max(0, value) / total : 0;
    return { start, end: at };
  });
}
