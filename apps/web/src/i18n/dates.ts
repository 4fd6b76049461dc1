import type { DatePreset } from '@/components/date-ranges';

/**
 * Texts of the one date field and the period presets (`components/date-field.tsx`, `date-presets.tsx`):
 * dates typed DD.MM.YYYY or picked, and the periods one click chooses. Mounted as `nb.dates`.
 */
export const datesNb = {
  placeholder: 'DD.MM.ÅÅÅÅ',
  nextMonth: 'Neste måned',
  previousMonth: 'Forrige måned',
  format: 'Skriv datoen som DD.MM.ÅÅÅÅ, for eksempel 05.11.2026',
  noSuchDay: (text: string) => `${text} er ingen dato som finnes`,
  beforeMin: (date: string) => `Datoen kan ikke være før ${date}`,
  afterMax: (date: string) => `Datoen kan ikke være etter ${date}`,
  toBeforeFrom: 'Til-datoen kan ikke være før fra-datoen',
  fromAfterTo: 'Fra-datoen kan ikke være etter til-datoen',
  afterToday: 'Datoen kan ikke være etter i dag',
  presetsLabel: 'Velg periode',
  presets: {
    today: 'I dag',
    yesterday: 'I går',
    thisWeek: 'Denne uken',
    lastWeek: 'Forrige uke',
    thisMonth: 'Denne måneden',
    lastMonth: 'Forrige måned',
    thisYear: 'I år',
  } satisfies Record<DatePreset, string>,
};
