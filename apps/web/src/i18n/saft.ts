/**
 * Texts of the SAF-T export screen (/saftExport): the SAF-T Cash Register file of a location or of all
 * of them for a period. Mounted in the catalogue as `nb.saft`.
 */
export const saftNb = {
  title: 'SAF-T eksport',
  description:
    'SAF-T-filen er kassesystemets elektroniske journal i formatet Skatteetaten ber om ved kontroll. Den inneholder salg, returer, oppgjør og hendelser for avdelingen og perioden du velger.',
  form: 'Velg avdeling og periode',
  location: 'Avdeling',
  allLocations: 'Alle avdelinger',
  fromDate: 'Fra dato',
  toDate: 'Til dato',
  datePlaceholder: 'DD.MM.ÅÅÅÅ',
  nextMonth: 'Neste måned',
  previousMonth: 'Forrige måned',
  download: 'Last ned SAF-T-fil',
  busy: 'Lager fil …',
  saved: (fileName: string) => `Filen «${fileName}» er lastet ned.`,
  errors: {
    fromRequired: 'Fyll ut fra dato',
    toRequired: 'Fyll ut til dato',
    invalidDate: 'Ugyldig dato: skriv datoen som DD.MM.ÅÅÅÅ, for eksempel 01.10.2026',
    toBeforeFrom: 'Til-datoen kan ikke være før fra-datoen',
    tooLong: 'Perioden kan være høyst ett år.',
    failed: 'Kunne ikke lage SAF-T-filen. Prøv igjen.',
  },
};
