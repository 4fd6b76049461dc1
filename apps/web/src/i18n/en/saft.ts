import type { saftNb } from '../saft';
import type { Translation } from '../translation';

/** English texts of the SAF-T export screen (mirrors `../saft.ts`). */
export const saftEn: Translation<typeof saftNb> = {
  title: 'SAF-T export',
  description:
    "The SAF-T file is the till system's electronic journal, in the format the Norwegian Tax Administration (Skatteetaten) asks for at an inspection. It contains the sales, returns, settlements and events of the location and period you choose.",
  form: 'Choose location and period',
  location: 'Location',
  allLocations: 'All locations',
  fromDate: 'From date',
  toDate: 'To date',
  datePlaceholder: 'DD.MM.YYYY',
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  download: 'Download SAF-T file',
  busy: 'Creating file…',
  saved: (fileName: string) => `The file ‘${fileName}’ has been downloaded.`,
  errors: {
    fromRequired: 'Fill in the from date',
    toRequired: 'Fill in the to date',
    invalidDate: 'Invalid date: write the date as DD.MM.YYYY, for example 01.10.2026',
    toBeforeFrom: 'The to date cannot be before the from date',
    tooLong: 'The period can be at most one year.',
    failed: 'Could not create the SAF-T file. Please try again.',
  },
};
