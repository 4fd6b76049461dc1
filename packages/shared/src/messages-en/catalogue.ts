import type { MessagePattern } from './types';

/** The catalogue (categories, items, variants, add-ons) and loyalty (discounts, reward programmes). */
export const CATALOGUE_EXACT: Record<string, string> = {
  // packages/shared/src/catalogue-rules.ts
  'Kategorien må ha et navn': 'The category must have a name',
  'Velg varetype': 'Choose an item type',
  'Leveringstjeneste kan bare velges når bedriften tilbyr levering':
    'Delivery service can only be chosen when the business offers delivery',
  'Produktet må ha et navn': 'The product must have a name',
  'Drikke med alkohol må ha en pris for Spise her over 0': 'A drink with alcohol must have an Eat in price above 0',
  'Prisen (Ta med) må være over 0': 'The price (Takeaway) must be above 0',
  'Varianter: enten ingen eller minst to': 'Variants: either none or at least two',
  'Varianten må ha et navn': 'The variant must have a name',
  'Varianten må ha en pris (Ta med eller Spise her) over 0': 'The variant must have a price (Takeaway or Eat in) above 0',
  'Gruppen må ha et navn': 'The group must have a name',
  'Gruppen må ha en tittel': 'The group must have a title',
  'Minimum kan ikke være under 0': 'The minimum cannot be below 0',
  'Maksimum kan ikke være under 0': 'The maximum cannot be below 0',
  'Minimum kan ikke være større enn maksimum når gruppen er obligatorisk':
    'The minimum cannot be greater than the maximum when the group is mandatory',
  'Valget må ha et navn': 'The option must have a name',
  'Prisen kan ikke være negativ': 'The price cannot be negative',
  'Prisen kan være høyst 1 000 000 kr': 'The price may be at most 1 000 000 kr',
  'Prisen kan ha høyst to desimaler': 'The price may have at most two decimals',
  'Prisen må være et tall': 'The price must be a number',
  'Bildet må være lastet opp i Bakrom': 'The image must be uploaded to Bakrom',
  // packages/shared/src/schemas/catalogue-input.ts
  'Ukjent varegruppe: velg en av varegruppene i SAF-T (04006–04014)':
    'Unknown article group: choose one of the SAF-T article groups (04006–04014)',
  'Mangler kategori-id': 'Category id missing',
  'Ukjent styrkegrad': 'Unknown spice level',
  'Mangler produkt-id': 'Product id missing',
  'Mangler gruppe-id': 'Group id missing',
  'Mangler id for valget': 'Option id missing',
  // The catalogue's services.
  'Fant ikke gruppen for valg og tillegg.': 'Could not find the option and add-on group.',
  'Fant ikke valget.': 'Could not find the option.',
  'Fant ikke kategorien.': 'Could not find the category.',
  'Fant ikke produktet.': 'Could not find the product.',
  'Fant ikke allergenet.': 'Could not find the allergen.',
  // packages/shared/src/schemas/loyalty.ts and the loyalty services.
  'Fyll ut prosent': 'Enter the percentage',
  'Prosent må være et tall': 'The percentage must be a number',
  'Prosent må være større enn 0': 'The percentage must be greater than 0',
  'Prosent kan være høyst 100': 'The percentage may be at most 100',
  'Prosent kan ha høyst to desimaler': 'The percentage may have at most two decimals',
  'Velg minst én avdeling': 'Choose at least one location',
  'Ukjent kanal': 'Unknown channel',
  'Velg minst ett produkt': 'Choose at least one product',
  'Velg minst én kanal': 'Choose at least one channel',
  'Oppgi hvilken rabatt det gjelder (id)': 'Say which discount it is (id)',
  'Oppgi hvilket bonusprogram det gjelder (id)': 'Say which reward programme it is (id)',
  'Fant ikke rabatten.': 'Could not find the discount.',
  'Fant ikke produktet. Det kan være slettet.': 'Could not find the product. It may have been deleted.',
  'Fant ikke bonusprogrammet.': 'Could not find the reward programme.',
};

export const CATALOGUE_PATTERNS: MessagePattern[] = [
  [
    /^Maks antall må være mellom (\d+) og (\d+) når valget kan velges flere ganger$/,
    ([min, max]) => `The maximum must be between ${min} and ${max} when the option can be chosen more than once`,
  ],
  [/^Maks antall må være mellom (\d+) og (\d+)$/, ([min, max]) => `The maximum must be between ${min} and ${max}`],
  [
    /^Bonusprogrammet «(.+)» gjelder allerede (\S+) ved (.+)\. To bonusprogram kan ikke gjelde samme dag ved samme avdeling: endre datoene eller avdelingene\.$/s,
    ([name, dates, location]) =>
      `The reward programme ‘${name}’ already applies ${dates} at ${location}. Two reward programmes cannot apply on the same day at the same location: change the dates or the locations.`,
  ],
];
