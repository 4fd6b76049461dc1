import { expect, type Page } from '@playwright/test';

/** The demo merchant's locations (merchant 'demo'), as the location pickers name them. */
export const DEMO_LOCATIONS = {
  majorstuen: 'Demo Restaurant Majorstuen',
  lillestrom: 'Demo Restaurant Lillestrøm',
  /** The seed closes takeaway here from yesterday to tomorrow. */
  grunerlokka: 'Demo Restaurant Grünerløkka',
} as const;

const MONTHS = ['januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember'];

/** Today's date in Europe/Oslo as YYYY-MM-DD. */
export function osloToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** DD.MM.YYYY, as the screens show a date. */
export function screenDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}

/** The accessible name of a day in the date picker's calendar: '25 november 2026'. */
export function calendarDayName(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** Picks a location in the screen's location picker. */
export async function chooseLocation(page: Page, name: string) {
  await page.getByTestId('location-select').click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByTestId('location-select')).toHaveValue(name);
}

/**
 * Picks a day in a date field's calendar (the field shows it as DD.MM.YYYY), paging through the months towards it as a person would, and
 * waits for the calendar to close. The calendar must be on screen before the day is looked for: a look
 * taken while it opens finds no day and would page a month too far.
 */
export async function pickCalendarDate(page: Page, testId: string, date: string, direction: 'back' | 'forward') {
  await page.getByTestId(testId).click();
  // The calendar's own month arrows: a period preset beside the field may be named 'Forrige måned' too.
  const calendar = page.locator('[data-dates-dropdown]');
  const pageButton = calendar.getByRole('button', { name: direction === 'back' ? 'Forrige måned' : 'Neste måned' });
  await expect(pageButton).toBeVisible();
  const day = calendar.getByRole('button', { name: calendarDayName(date), exact: true });
  for (let months = 0; months < 24 && !(await day.isVisible()); months += 1) await pageButton.click();
  await day.click();
  await expect(page.getByTestId(testId)).toHaveValue(screenDate(date));
  await expect(pageButton).toHaveCount(0);
}
