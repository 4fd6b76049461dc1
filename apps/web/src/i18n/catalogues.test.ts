import { afterEach, describe, expect, it } from 'vitest';
import { en } from './en';
import { nb } from './nb';
import { setLanguage, sharedLabel, texts } from './index';

type Leaf = { path: string; nb: unknown; en: unknown };

/** Every leaf of both catalogues side by side, and every path one has and the other lacks. */
function walk(a: unknown, b: unknown, path: string, leaves: Leaf[], mismatches: string[]): void {
  const isObject = (value: unknown) => typeof value === 'object' && value !== null;
  if (isObject(a) && isObject(b)) {
    const keysA = Object.keys(a as object);
    const keysB = Object.keys(b as object);
    for (const key of keysA.filter((key) => !keysB.includes(key))) mismatches.push(`${path}.${key} (only Norwegian)`);
    for (const key of keysB.filter((key) => !keysA.includes(key))) mismatches.push(`${path}.${key} (only English)`);
    for (const key of keysA.filter((key) => keysB.includes(key)))
      walk((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}.${key}`, leaves, mismatches);
    return;
  }
  if (typeof a !== typeof b || isObject(a) !== isObject(b)) mismatches.push(`${path} (${typeof a} against ${typeof b})`);
  else leaves.push({ path, nb: a, en: b });
}

const leaves: Leaf[] = [];
const mismatches: string[] = [];
walk(nb, en, 'texts', leaves, mismatches);

/**
 * Sample arguments a template is tried with, the first it takes: numbers (counts, rates), texts (names, dates),
 * both, a number alone (an optional kind left out), a name with a clock action.
 */
const SAMPLE_ARGUMENTS: unknown[][] = [
  [2, 3, 4, 5],
  ['Demo', 'Sentrum', '01.11.2026', '30.11.2026'],
  ['Demo', 2, 3],
  [2, 'Demo', 'Sentrum'],
  [1, 1, 1],
  [15],
  ['Demo', 'IN'],
];

/** What a template gives for the first sample arguments it takes without failing, with those arguments. */
function sampleOf(template: (...args: unknown[]) => unknown): { args: unknown[]; text: unknown } | null {
  for (const args of SAMPLE_ARGUMENTS) {
    try {
      const text = template(...args);
      if (typeof text === 'string' && !text.includes('undefined') && !text.includes('NaN')) return { args, text };
    } catch {
      // Not this kind of argument: try the next.
    }
  }
  return null;
}

describe('the catalogues', () => {
  afterEach(() => setLanguage('nb'));

  it('have exactly the same keys, Norwegian and English, and a text or a template in the same places', () => {
    expect(mismatches).toEqual([]);
    expect(leaves.length).toBeGreaterThan(1000);
  });

  it('have no empty text', () => {
    const empty = leaves.flatMap((leaf) =>
      [leaf.nb, leaf.en].some((text) => typeof text === 'string' && text.trim() === '') ? [leaf.path] : [],
    );
    expect(empty).toEqual([]);
  });

  it('give a non-empty text from every template for sample arguments, in both languages', () => {
    const failing: string[] = [];
    for (const leaf of leaves) {
      if (typeof leaf.nb !== 'function' || typeof leaf.en !== 'function') continue;
      const norwegian = sampleOf(leaf.nb as (...args: unknown[]) => unknown);
      if (!norwegian || (norwegian.text as string).trim() === '') {
        failing.push(`${leaf.path} (Norwegian)`);
        continue;
      }
      const english: unknown = (leaf.en as (...args: unknown[]) => unknown)(...norwegian.args);
      if (typeof english !== 'string' || english.trim() === '' || english.includes('undefined')) failing.push(`${leaf.path} (English)`);
    }
    expect(failing).toEqual([]);
  });

  it('say most things differently in English', () => {
    let same = 0;
    let texts = 0;
    for (const leaf of leaves) {
      texts += 1;
      if (typeof leaf.nb === 'string') {
        if (leaf.nb === leaf.en) same += 1;
      } else if (typeof leaf.nb === 'function') {
        const sample = sampleOf(leaf.nb as (...args: unknown[]) => unknown);
        if (sample && sample.text === (leaf.en as (...args: unknown[]) => unknown)(...sample.args)) same += 1;
      }
    }
    // Names (Bakrom, Vipps, SAF-T, CloudPRNT), units and a few words alike in both languages ('Status', 'Kiosk') are the same.
    expect(same / texts).toBeLessThan(0.15);
  });

  it('switch as one: texts is the current language’s catalogue', () => {
    expect(texts).toBe(nb);
    setLanguage('en');
    expect(texts).toBe(en);
    expect(texts.nav.paths['/orders']).toBe('Orders');
    setLanguage('nb');
    expect(texts.nav.paths['/orders']).toBe('Ordrer');
  });

  it('give a label a shared rule made in Norwegian in the current language, and any other text as it is', () => {
    expect(sharedLabel('Kontant')).toBe('Kontant');
    setLanguage('en');
    expect(sharedLabel('Kontant')).toBe('Cash');
    expect(sharedLabel('Grand total netto')).toBe('Grand total net');
    expect(sharedLabel('ALLE TILSAMMEN')).toBe('ALL TOGETHER');
    expect(sharedLabel('Kasse 1')).toBe('Kasse 1');
  });
});
