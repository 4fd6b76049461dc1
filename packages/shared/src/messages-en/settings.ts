import type { MessagePattern } from './types';

/**
 * The merchant's settings: opening hours, delivery, VAT, company, merchant settings, locations and card-provider
 * accounts, tables, and the daily operations (closing days, sold-out items, takeaway and dish controls).
 */
export const SETTINGS_EXACT: Record<string, string> = {
  // packages/shared/src/schemas/settings.ts
  'Ugyldig ukedag (MONDAY–SUNDAY)': 'Invalid weekday (MONDAY–SUNDAY)',
  'Ukedag må være 1–7': 'The weekday must be 1–7',
  'Alle sju ukedager må være med, hver én gang': 'All seven weekdays must be there, each once',
  'Stengetiden kan ikke være den samme som åpningstiden': 'The closing time cannot be the same as the opening time',
  'Kjøkkenet må stenge etter åpningstid og senest ved stengetid':
    'The kitchen must close after opening time and by closing time at the latest',
  'Velg åpent eller stengt': 'Choose open or closed',
  'Åpningstidene må ha sju dager': 'The opening hours must have seven days',
  'Levering må slutte etter at den starter (til-tid etter fra-tid)': 'Delivery must end after it starts (to time after from time)',
  'Velg om levering tilbys': 'Choose whether delivery is offered',
  'Fyll ut minstebeløp': 'Enter the minimum amount',
  'Minstebeløp må være et tall': 'The minimum amount must be a number',
  'Minstebeløp kan ikke være negativt': 'The minimum amount cannot be negative',
  'Minstebeløp kan være høyst 1 000 000 kr': 'The minimum amount may be at most 1 000 000 kr',
  'Minstebeløp kan ha høyst to desimaler': 'The minimum amount may have at most two decimals',
  'Leveringsdagene må ha sju dager': 'The delivery days must have seven days',
  // packages/shared/src/schemas/settings-company.ts
  'Fyll ut satsen i prosent': 'Enter the rate in per cent',
  'Satsen må være et tall': 'The rate must be a number',
  'Satsen må være større enn 0': 'The rate must be greater than 0',
  'Satsen kan være høyst 100 %': 'The rate may be at most 100 %',
  'Satsen kan ha høyst to desimaler': 'The rate may have at most two decimals',
  'Firmanavn må fylles ut': 'Company name is required',
  'Adresse må fylles ut': 'Address is required',
  'Sted må fylles ut': 'Town is required',
  'Telefonnummeret må ha 8–15 sifre (gjerne med + foran)': 'The phone number must have 8–15 digits (preferably with + in front)',
  'Firmainnstillingene er oppdatert': 'The company settings are updated',
  'Velg funksjonalitet': 'Choose functionality',
  'Velg et tidspunkt for automatisk oppgjør (ingen, 23:55 eller 05:00)': 'Choose a time for automatic settlement (none, 23:55 or 05:00)',
  'Merchant innstillingene er oppdatert': 'The merchant settings are updated',
  // packages/shared/src/organisation-number.ts
  'Organisasjonsnummer må fylles ut': 'Organisation number is required',
  'Organisasjonsnummeret må ha ni sifre': 'The organisation number must have nine digits',
  'Organisasjonsnummeret er ikke gyldig (kontrollsifferet stemmer ikke)': 'The organisation number is not valid (the check digit is wrong)',
  // packages/shared/src/location-rules.ts, schemas/locations-admin.ts
  'Postnummer må fylles ut': 'Postcode is required',
  'Postnummeret må ha fire sifre': 'The postcode must have four digits',
  'Kortnavn må fylles ut': 'Short name is required',
  'Gateadresse må fylles ut': 'Street address is required',
  'Poststed må fylles ut': 'Town is required',
  'Telefonnummeret kan bare ha siffer, mellomrom og + foran': 'The phone number may only have digits, spaces and + in front',
  'Kart-adressen må være en https-adresse (src fra Google Maps sin iframe)':
    'The map address must be an https address (src from Google Maps’ iframe)',
  'Utsalgsstedet har ordrer eller Z-rapporter og kan ikke slettes, fordi regnskapsopplysninger skal oppbevares i flere år. Deaktiver det i stedet: det skjules fra alle valg, og historikken beholdes.':
    'The location has orders or Z reports and cannot be deleted, because accounting records must be kept for several years. Deactivate it instead: it is hidden from every choice, and its history is kept.',
  'Status må være ACTIVE eller INACTIVE': 'The status must be ACTIVE or INACTIVE',
  // Card-provider accounts (location-rules.ts, schemas/provider-accounts.ts).
  'SwedbankPay eCom kontoinnstillingene er oppdatert': 'The SwedbankPay eCom account settings are updated',
  'Dintero kontoinnstillingene er oppdatert': 'The Dintero account settings are updated',
  'Må fylles ut: det er ikke lagret noen ennå': 'Required: none is stored yet',
  'Må være en https-adresse': 'Must be an https address',
  'Fargen må skrives som #RRGGBB, f.eks. #1E6B52': 'Write the colour as #RRGGBB, e.g. #1E6B52',
  'Konto-ID er T (test) eller P (produksjon) fulgt av åtte siffer, f.eks. T11223344':
    'The account ID is T (test) or P (production) followed by eight digits, e.g. T11223344',
  'Basis-API-URL må være Swedbank Pays test- eller produksjonsadresse':
    'The base API URL must be Swedbank Pay’s test or production address',
  Temafarge: 'Theme colour',
  'Basis-API-URL': 'Base API URL',
  'Payee-ID': 'Payee ID',
  'Payee-navn': 'Payee name',
  'Host-URL': 'Host URL',
  'Avbryt-URL': 'Cancel URL',
  'Fullført-URL': 'Complete URL',
  'Konto-ID': 'Account ID',
  'Checkout-profil-ID': 'Checkout profile ID',
  'Standard betalingstype': 'Default payment type',
  'Klient-ID': 'Client ID',
  // packages/shared/src/schemas/tables.ts and the tables' service.
  'Fyll ut antall plasser': 'Enter the number of seats',
  'Antall plasser må være et tall': 'The number of seats must be a number',
  'Antall plasser må være et helt tall': 'The number of seats must be a whole number',
  'Antall plasser må være større enn 0': 'The number of seats must be greater than 0',
  'Antall plasser kan være høyst 1000': 'The number of seats may be at most 1000',
  'Oppgi hvilket bord det gjelder (id)': 'Say which table it is (id)',
  'Fant ikke bordet.': 'Could not find the table.',
  // packages/shared/src/schemas/operations.ts and the operations' services.
  'Online takeaway er midlertidig stengt for i dag.': 'Online takeaway is closed for today.',
  'Velg minst ett produkt som skal merkes som utsolgt': 'Choose at least one product to mark as sold out',
  'Melding må fylles ut': 'Message is required',
  'Meldingen kan ha høyst 500 tegn': 'The message may have at most 500 characters',
  'Oppgi hvilken stengt dag som skal slettes (id)': 'Say which closed day to delete (id)',
  'Tidligst hentetid må være et tall': 'The earliest pickup time must be a number',
  'Takeaway er ikke stengt i denne perioden ved denne avdelingen.': 'Takeaway is not closed in this period at this location.',
  'Fant ikke den stengte dagen.': 'Could not find the closed day.',
  'Fant ikke utsolgt-merkingen.': 'Could not find the sold-out mark.',
  'Avdelingen har ingen handling for å stenge og åpne retter (CLOSE_OPEN_DISHES).':
    'The location has no action to close and open dishes (CLOSE_OPEN_DISHES).',
};

const WEEKDAY_CODE = /^(MONDAY|TUESDAY|WEDNESDAY|THURSDAY|FRIDAY|SATURDAY|SUNDAY)$/;

export const SETTINGS_PATTERNS: MessagePattern[] = [
  [/^Klokkeslettet må være i steg på (\d+) minutter$/, ([step]) => `The time must be in steps of ${step} minutes`],
  [/^(\S+) må ha ukedag (\d)$/, ([day, weekday]) => (WEEKDAY_CODE.test(day!) ? `${day} must have weekday ${weekday}` : undefined)],
  [/^Postnummeret (.+) finnes ikke$/, ([code]) => `The postcode ${code} does not exist`],
  [/^Tidligst hentetid må være ett av (.+) minutter$/, ([times]) => `The earliest pickup time must be one of ${times} minutes`],
  [
    /^Det finnes allerede et bord med navnet «(.+)» i denne avdelingen\.$/s,
    ([name]) => `There is already a table named ‘${name}’ at this location.`,
  ],
  [
    /^Takeaway er allerede stengt (\S+) ved denne avdelingen\. Slett de stengte dagene først, eller velg andre datoer\.$/,
    ([dates]) => `Takeaway is already closed ${dates} at this location. Delete the closed days first, or choose other dates.`,
  ],
];
