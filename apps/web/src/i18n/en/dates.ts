import type { datesNb } from '../dates';
import type { Translation } from '../translation';

/**
 * English texts of the one date field and the period presets: dates typed DD.MM.YYYY or picked, and the
 * periods one click chooses (mirrors `../dates.ts`).
 */
export const datesEn: Translation<typeof datesNb> = {
  placeholder: 'DD.MM.YYYY',
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  format: 'Write the date as DD.MM.YYYY, for example 05.11.2026',
  noSuchDay: (text: string) => `${text} is not a date that exists`,
  beforeMin: (date: string) => `The date cannot be before ${date}`,
  afterMax: (date: string) => `The date cannot be after ${date}`,
  toBeforeFrom: 'The to date cannot be before the from date',
  fromAfterTo: 'The from date cannot be after the to date',
  afterToday: 'The date cannot be after today',
  presetsLabel: 'Choose period',
  presets: {
    today: 'Today',
    yesterday: 'Yesterday',
    thisWeek: 'This week',
    lastWeek: 'Last week',
    thisMonth: 'This month',
    lastMonth: 'Last month',
    thisYear: 'This year',
  },
};
