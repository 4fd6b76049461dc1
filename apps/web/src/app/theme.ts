import { createTheme, type CSSVariablesResolver, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import touch from '@/components/a11y/touch-targets.module.css';
import { catalogueOf, type Language } from '@/i18n';

/**
 * Mantine's palettes with shades 6–9 darkened (same hue and saturation) so that every pairing
 * Mantine makes passes WCAG AA (4.5:1) on a light background: filled (shade 6, white text), its
 * hover (7), outline and links (6), light and subtle variants (text 9 on shade 1, hover shade 2),
 * and dimmed text (gray 6, also on the gray 1 and 2 backgrounds). Shades 0–5 are Mantine's. theme.test.ts computes every ratio.
 */
const colors = {
  gray: ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#616c78', '#495057', '#343a40', '#212529'],
  red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#d43131', '#c12828', '#ac2424', '#9b2020'],
  pink: ['#fff0f6', '#ffdeeb', '#fcc2d7', '#faa2c1', '#f783ac', '#f06595', '#d42663', '#bf2359', '#ab1f50', '#991c47'],
  grape: ['#f8f0fc', '#f3d9fa', '#eebefa', '#e599f7', '#da77f2', '#cc5de8', '#ab3fc7', '#9c36b6', '#8b30a2', '#7c2b91'],
  violet: ['#f3f0ff', '#e5dbff', '#d0bfff', '#b197fc', '#9775fa', '#845ef7', '#7950f2', '#6d4fc9', '#613fc5', '#5737b5'],
  indigo: ['#edf2ff', '#dbe4ff', '#bac8ff', '#91a7ff', '#748ffc', '#5c7cfa', '#5368d0', '#445bcc', '#354ec4', '#3046af'],
  blue: ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#1b72c4', '#1967b1', '#165b9c', '#14528d'],
  cyan: ['#e3fafc', '#c5f6fa', '#99e9f2', '#66d9e8', '#3bc9db', '#22b8cf', '#0c7b90', '#0b6f82', '#0a6273', '#095867'],
  teal: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#08805c', '#077353', '#066649', '#065c42'],
  green: ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#28803a', '#247334', '#20672e', '#1d5c2a'],
  lime: ['#f4fce3', '#e9fac8', '#d8f5a2', '#c0eb75', '#a9e34b', '#94d82d', '#4e7d0b', '#46700a', '#3e6409', '#385908'],
  yellow: ['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#af5a00', '#9d5100', '#8c4800', '#7d4000'],
  orange: ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#c8430e', '#b53c0d', '#a1350b', '#90300a'],
} satisfies Record<string, MantineColorsTuple>;

function createAppTheme(closeLabel: string): MantineThemeOverride {
  return createTheme({
    colors,
    primaryColor: 'teal',
    primaryShade: { light: 6, dark: 8 },
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    defaultRadius: 'md',
    /** Every control a finger taps is at least 44×44 px on touch screens and tablets (touch-targets.module.css). */
    components: {
      ActionIcon: { classNames: { root: touch.target } },
      Button: { classNames: { root: touch.target } },
      Burger: { classNames: { root: touch.target } },
      // An × says what it does to a screen reader too (notices and dialogs give it no name of their own).
      CloseButton: { classNames: { root: touch.target }, defaultProps: { 'aria-label': closeLabel } },
      // No focus placeholder in the dropdown: a role="menu" may hold menu items only (axe: aria-required-children).
      Menu: { classNames: { item: touch.target }, defaultProps: { withInitialFocusPlaceholder: false } },
      NavLink: { classNames: { root: touch.target } },
      Tabs: { classNames: { tab: touch.target } },
      Checkbox: { classNames: { body: touch.checkboxBody } },
      Radio: { classNames: { body: touch.checkboxBody } },
      Switch: { classNames: { body: touch.checkboxBody } },
    },
  });
}

const themes = new Map<Language, MantineThemeOverride>();

/** The theme of a language: the same but for the name of a close (×) button. */
export function themeFor(language: Language): MantineThemeOverride {
  let theme = themes.get(language);
  if (!theme) {
    theme = createAppTheme(catalogueOf(language).app.close);
    themes.set(language, theme);
  }
  return theme;
}

export const theme = themeFor('nb');

/**
 * Placeholders are read like text, so they get the dimmed grey (Mantine's gray 5 is 2.1:1).
 * Disabled controls keep Mantine's lighter grey: WCAG exempts inactive components.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-placeholder': 'var(--mantine-color-gray-6)' },
  dark: {},
});
