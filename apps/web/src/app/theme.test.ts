import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

/** WCAG 2.2 relative luminance of an sRGB colour written #rgb or #rrggbb. */
function luminance(hex: string): number {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(full.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The light-scheme CSS variables exactly as MantineProvider writes them for this theme and resolver. */
const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const defaults = defaultCssVariablesResolver(merged);
const ours = cssVariablesResolver(merged);
const variables: Record<string, string> = { ...defaults.variables, ...defaults.light, ...ours.variables, ...ours.light };

/** A variable's colour, following var(--…) references. */
function colour(name: string): string {
  let value = variables[name];
  for (let depth = 0; value?.startsWith('var('); depth += 1) {
    if (depth > 10) throw new Error(`${name} refers to itself`);
    value = variables[value.slice(4, -1).trim()];
  }
  if (!value || !/^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(value)) throw new Error(`${name} is not a plain colour: ${value}`);
  return value;
}

const WHITE = '--mantine-color-white';
const AA = 4.5;

describe('theme contrast (WCAG 2.2 AA, 4.5:1 for text)', () => {
  it('keeps Mantine filled buttons white-on-colour, as the pairs below assume', () => {
    expect(merged.autoContrast).toBe(false);
    expect(merged.primaryColor).toBe('teal');
  });

  const pairs: [string, string, string][] = [];
  for (const color of Object.keys(merged.colors)) {
    const v = (suffix: string) => `--mantine-color-${color}-${suffix}`;
    pairs.push(
      [`${color} filled: white text`, WHITE, v('filled')],
      [`${color} filled, hovered: white text`, WHITE, v('filled-hover')],
      [`${color} outline and text on white`, v('outline'), WHITE],
      [`${color} light variant: text on its background`, v('light-color'), v('light')],
      [`${color} light variant, hovered`, v('light-color'), v('light-hover')],
      [`${color} subtle variant on white`, v('light-color'), WHITE],
      [`${color} as text colour on white`, v('text'), WHITE],
    );
  }
  pairs.push(
    ['primary filled: white text', WHITE, '--mantine-primary-color-filled'],
    ['dimmed text on white', '--mantine-color-dimmed', WHITE],
    ['dimmed text on gray 0', '--mantine-color-dimmed', '--mantine-color-gray-0'],
    ['dimmed text on gray 1', '--mantine-color-dimmed', '--mantine-color-gray-1'],
    ['dimmed text on gray 2', '--mantine-color-dimmed', '--mantine-color-gray-2'],
    ['placeholder on white', '--mantine-color-placeholder', WHITE],
    ['links on white', '--mantine-color-anchor', WHITE],
    ['error text on white', '--mantine-color-error', WHITE],
    ['body text', '--mantine-color-text', '--mantine-color-body'],
    ['default button text', '--mantine-color-default-color', '--mantine-color-default'],
  );

  it.each(pairs)('%s: at least 4.5:1', (_label, foreground, background) => {
    expect(contrast(colour(foreground), colour(background))).toBeGreaterThanOrEqual(AA);
  });

  it('covers the colours the app uses', () => {
    for (const color of ['teal', 'red', 'orange', 'yellow', 'green', 'blue', 'indigo', 'gray', 'dark']) {
      expect(pairs.some(([label]) => label.startsWith(`${color} filled`))).toBe(true);
    }
  });
});
