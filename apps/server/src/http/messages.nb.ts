import type { Language } from '@bakrom/shared/enums';
import { ENTRY_LABELS_EN, FIELD_LABELS_EN, PART_LABELS_EN } from './messages.en';

/**
 * What the server says to a merchant when a request fails, in Norwegian bokmål (a user who chose English
 * gets it through `translateMessage` at the answer, `errors.ts`). Error `fields` stay keyed by the wire
 * name (the web app puts each message beside its input); the summary names the field by the label a
 * merchant sees, in the user's language (`messages.en.ts`).
 */

/** Every field a request can carry, by its wire name. The fuzz suite checks that none is missing. */
export const FIELD_LABELS: Record<string, string> = {
  account: 'konto',
  addOnGroupId: 'gruppe for valg og tillegg',
  addOnGroupIds: 'grupper for valg og tillegg',
  addOnId: 'valg',
  active: 'aktiv',
  allergens: 'allergener',
  allowMultipleTimes: 'kan velges flere ganger',
  amount: 'beløp',
  articleGroup: 'varegruppe (SAF-T)',
  articleGroups: 'varegrupper',
  autoSettleTills: 'automatisk dagsoppgjør av kassene',
  availableAtLocationIds: 'tilgjengelig på avdelinger',
  availableForOrderTypes: 'tilgjengelig for',
  availableOnDays: 'tilgjengelig på dager',
  capacity: 'antall plasser',
  cartItems: 'varer som refunderes',
  channel: 'kanal',
  categoryId: 'kategori',
  closingDayId: 'stengt periode',
  code: 'statuskode',
  compare: 'sammenligning',
  date: 'dato',
  day: 'ukedag',
  deliveryDays: 'leveringsdager',
  deliveryServiceAccount: 'konto for leveringstjeneste',
  discountId: 'rabatt',
  description: 'beskrivelse',
  dinteroItems: 'varelinjer til Dintero',
  earliestPickupTime: 'tidligst hentetid',
  enableComment: 'kunden kan skrive en kommentar',
  file: 'bildefil',
  format: 'format',
  fromDate: 'fra dato',
  fromTime: 'fra',
  grouping: 'bilag per',
  id: 'oppføring',
  idempotencyKey: 'refusjonsforsøk',
  imageId: 'bilde',
  imageUrl: 'bilde',
  includedToppingsCount: 'antall inkluderte tillegg',
  ingredientsText: 'ingredienser',
  isOpen: 'åpent',
  itemId: 'produkt',
  itemIds: 'produkter',
  itemType: 'varetype',
  items: 'produkter',
  kitchenClosingTime: 'kjøkkenet stenger',
  limit: 'antall',
  line_id: 'varelinje',
  locationId: 'avdeling',
  mac: 'skriverens MAC-adresse',
  mandatory: 'obligatorisk',
  maximum: 'maksimum',
  menuNr: 'menynummer',
  merchant: 'bedrift',
  message: 'melding',
  minimum: 'minimum',
  minimumOrder: 'minstebeløp for levering',
  name: 'navn',
  offered: 'levering tilbys',
  openingHours: 'åpningstider',
  orderDocumentId: 'ordre',
  orderStatus: 'ordrestatus',
  outputVat: 'utgående MVA',
  password: 'passord',
  percent: 'prosent',
  page: 'side',
  paymentOrderId: 'betalingsordre',
  paymentType: 'betalingsmåte',
  price: 'pris',
  priceDineIn: 'pris for spise her',
  printerMAC: 'skriverens MAC-adresse',
  q: 'søk',
  quantity: 'antall',
  refundedTipsAmount: 'tips som refunderes',
  returnsAccount: 'konto for retur',
  rewardProgramId: 'bonusprogram',
  roundingAccount: 'konto for øreavrunding',
  sales: 'salgskontoer',
  showAsCategory: 'vis som kategori',
  showAsDiscount: 'vis som tilbud',
  showItemsCount: 'vis antall produkter',
  size: 'bildestørrelse',
  soldOutItemDocId: 'utsolgt produkt',
  sortOrder: 'rekkefølge',
  spicyLevelSelections: 'valg av styrkegrad',
  split: 'egen konto',
  status: 'status',
  statusCode: 'skriverstatus',
  subselections: 'varianter',
  swedbankPayItems: 'varelinjer til Swedbank Pay',
  tableId: 'bord',
  terminalId: 'kassepunkt',
  tipsAccount: 'konto for tips',
  title: 'tittel',
  toDate: 'til dato',
  toTime: 'til',
  token: 'jobb',
  transactionId: 'transaksjon',
  type: 'type',
  uid: 'skriverens id',
  uniqueID: 'skriverens id',
  validForChannelIds: 'kanaler',
  validForLocationIds: 'avdelinger',
  username: 'brukernavn',
  vat: 'mva-sats',
  vat_amount: 'mva-beløp',
  vatCode: 'MVA-kode',
  vatRate: 'MVA-sats',
  voucherType: 'bilagstype',
  weekday: 'ukedag',
  year: 'år',
  zipCodes: 'postnumre for levering',
  zReportId: 'Z-rapport',
  currentPassword: 'nåværende passord',
  email: 'e-post',
  firstname: 'fornavn',
  lastname: 'etternavn',
  newPassword: 'nytt passord',
  phone: 'telefon',
  pincode: 'pin-kode',
  user: 'ansatt',
  userId: 'ansatt',
  userPassword: 'passord',
  userRole: 'rolle',
  language: 'språk',
  // VAT, company and merchant settings (/vat, /company, /merchant).
  dineIn: 'Spise her',
  takeOut: 'Ta med',
  delivery: 'Levere',
  updatedDateTime: 'sist endret',
  vatNumber: 'organisasjonsnummer',
  street: 'adresse',
  zipCode: 'postnummer',
  city: 'sted',
  logoImageFile: 'logo',
  useFunctionality: 'funksjonalitet',
  websiteShowDineInMenu: 'vis spise her-meny på nettsiden',
  showAvailableOnDays: 'vis tilgjengelig på dager',
  showSpicyLevelSelections: 'vis valg av styrkegrad',
  takeawayAutoSmsConfirm: 'send SMS-bekreftelse automatisk',
  takeawayAutoSetOrdersAsCompleted: 'merk bekreftede ordre som fullført ved dagens slutt',
  webshopAutoSettleAtTime: 'automatisk oppgjør for nettbutikken',
  // Locations and card-provider accounts (/locations, /swedbankPay, /dintero).
  shortName: 'kortnavn',
  headerImageFile: 'toppbilde',
  googleMapsIframeUrl: 'kart-adresse (iframe)',
  swedbankPayBaseApiUrl: 'basis-API-URL',
  payeeId: 'payee-ID',
  payeeName: 'payee-navn',
  hostUrl: 'host-URL',
  cancelUrl: 'avbryt-URL',
  completeUrl: 'fullført-URL',
  themePrimaryColor: 'temafarge',
  accessToken: 'tilgangstoken',
  accountId: 'konto-ID',
  checkoutProfileId: 'checkout-profil-ID',
  defaultPaymentType: 'standard betalingstype',
  clientId: 'klient-ID',
  clientSecret: 'klienthemmelighet',
  // The channel API's orders (tills, kiosks and webshops).
  channelReference: 'ordrereferanse',
  orderType: 'bestillingstype',
  lines: 'ordrelinjer',
  variantId: 'variant',
  addOns: 'tillegg',
  count: 'antall',
  comment: 'kommentar',
  pickupTime: 'hentetid',
  customer: 'kunde',
  mobile: 'mobilnummer',
  tableName: 'bord',
  tipsAmount: 'tips',
  usedPoints: 'bonuspoeng',
  payments: 'betalinger',
  provider: 'betalingsleverandør',
  cardType: 'korttype',
  // The channel API's terminal events.
  eventType: 'hendelse',
  orderId: 'ordre',
  eventReference: 'hendelsesreferanse',
  // The staff register (personalliste): the employee's identity and cost, clockings and corrections.
  identityKind: 'identitet',
  nationalId: 'fødselsnummer',
  identityCode: 'kode',
  hourlyCost: 'timekostnad',
  action: 'inn eller ut',
  reference: 'referanse',
  time: 'klokkeslett',
  reason: 'begrunnelse',
  entryId: 'registrering',
  strikeOut: 'stryk registreringen',
};

/** One entry of a list field, numbered from 1 in the summary ('pris (variant 2)'). */
export const ENTRY_LABELS: Record<string, string> = {
  addOnGroupIds: 'gruppe',
  allergens: 'allergen',
  availableAtLocationIds: 'avdeling',
  availableForOrderTypes: 'bestillingstype',
  availableOnDays: 'dag',
  cartItems: 'vare',
  deliveryDays: 'dag',
  dinteroItems: 'varelinje',
  items: 'produkt',
  itemIds: 'produkt',
  lines: 'linje',
  payments: 'betaling',
  addOns: 'tillegg',
  openingHours: 'dag',
  spicyLevelSelections: 'styrkegrad',
  subselections: 'variant',
  swedbankPayItems: 'varelinje',
  validForChannelIds: 'kanal',
  validForLocationIds: 'avdeling',
};

/** Where a failure without a field sits: the body as a whole, or the address. */
export const PART_LABELS: Record<string, string> = {
  body: 'innholdet',
  querystring: 'adressen',
  params: 'adressen',
  headers: 'forespørselen',
  request: 'forespørselen',
};

const LABELS: Record<
  Language,
  { fields: Record<string, string>; entries: Record<string, string>; parts: Record<string, string>; item: string }
> = {
  nb: { fields: FIELD_LABELS, entries: ENTRY_LABELS, parts: PART_LABELS, item: 'nr.' },
  en: { fields: FIELD_LABELS_EN, entries: ENTRY_LABELS_EN, parts: PART_LABELS_EN, item: 'no.' },
};

/** 'subselections.1.price' → 'pris (variant 2)'; a sorted list's '0.id' → 'oppføring (nr. 1)'; in English 'price (variant 2)'. */
export function fieldLabel(path: string, language: Language = 'nb'): string {
  const labels = LABELS[language];
  if (labels.parts[path]) return labels.parts[path];
  const segments = path.split('.');
  const isIndex = (segment: string) => /^\d+$/.test(segment);
  const entry = (index: number) => `${labels.entries[segments[index - 1] ?? ''] ?? labels.item} ${Number(segments[index]) + 1}`;
  const last = segments.length - 1;
  const name = isIndex(segments[last]!) ? entry(last) : (labels.fields[segments[last]!] ?? segments[last]!);
  const within = segments.flatMap((segment, index) => (index < last && isIndex(segment) ? [entry(index)] : []));
  return within.length > 0 ? `${name} (${within.join(', ')})` : name;
}

/**
 * The message of a 400 that names fields: 'Sjekk feltet «kategori»: Ugyldig id'; in English
 * 'Check the field ‘category’: Invalid id'. The field messages are given in the summary's language.
 */
export function validationSummary(fields: Record<string, string>, language: Language = 'nb'): string {
  const entries = Object.entries(fields);
  if (language === 'en') {
    if (entries.length === 1) {
      const [path, message] = entries[0]!;
      return `Check the field ‘${fieldLabel(path, 'en')}’: ${message}`;
    }
    return `Check the fields: ${entries.map(([path, message]) => `‘${fieldLabel(path, 'en')}’: ${message}`).join('; ')}`;
  }
  if (entries.length === 1) {
    const [path, message] = entries[0]!;
    return `Sjekk feltet «${fieldLabel(path)}»: ${message}`;
  }
  return `Sjekk feltene: ${entries.map(([path, message]) => `«${fieldLabel(path)}»: ${message}`).join('; ')}`;
}

export const MESSAGES = {
  badRequest: 'Forespørselen kunne ikke behandles.',
  malformedBody: 'Innholdet i forespørselen kunne ikke leses.',
  emptyBody: 'Forespørselen mangler innhold.',
  incompleteBody: 'Forespørselen kom ikke fram i sin helhet. Prøv igjen.',
  payloadTooLarge: 'Forespørselen er for stor.',
  unsupportedMediaType: 'Innholdstypen støttes ikke.',
  badUrl: 'Adressen er ugyldig.',
  urlTooLong: 'Adressen er for lang.',
  headersTooLarge: 'Forespørselens hoder er for store.',
  invalidValues: 'Forespørselen har ugyldige verdier.',
  multipartRequired: 'Skjemaet må sendes som multipart/form-data.',
  formUnreadable: 'Skjemaet kunne ikke leses.',
  formTooLarge: 'Skjemaet har for mange deler.',
  fileTooLarge: 'Filen er for stor.',
  unauthorized: 'Du må logge inn.',
  terminalKeyRefused: 'Terminalnøkkelen mangler, er ukjent eller er trukket tilbake.',
  forbidden: 'Du har ikke tilgang til dette.',
  notFound: 'Fant ikke det du ba om.',
  methodNotAllowed: 'Dette kan ikke gjøres her.',
  timeout: 'Forespørselen tok for lang tid. Prøv igjen.',
  tooManyRequests: 'For mange forsøk. Vent litt og prøv igjen.',
  internal: 'Det skjedde en feil på serveren.',
  // What a database rule answers when a request breaks it.
  duplicate: 'Dette finnes allerede.',
  referenceMissing: 'Fant ikke det du viste til. Det kan være slettet.',
  inUse: 'Dette er i bruk og kan ikke slettes eller endres.',
  historyKept: 'Salgshistorikk, signerte salg og Z-rapporter kan ikke endres eller slettes.',
  valueNotAllowed: 'En av verdiene er ikke tillatt.',
  valueMissing: 'Et påkrevd felt mangler.',
  invalidValue: 'En av verdiene har feil format.',
  numberTooLarge: 'Et tall er for stort.',
  textTooLong: 'En tekst er for lang.',
  invalidText: 'Teksten inneholder ugyldige tegn.',
  concurrentChange: 'Noen andre endret det samme samtidig. Prøv igjen.',
} as const;

/** Unique constraints a merchant can meet, by name: what already exists. */
export const UNIQUE_CONSTRAINT_MESSAGES: Record<string, string> = {
  dining_tables_location_name_key: 'Det finnes allerede et bord med dette navnet i denne avdelingen.',
  sold_out_items_item_location_key: 'Produktet er allerede merket som utsolgt i denne avdelingen.',
  closing_days_location_range_idx: 'Avdelingen er allerede stengt disse dagene.',
  users_username_key: 'Brukernavnet er allerede i bruk.',
  users_merchant_pincode_key: 'PIN-koden er allerede i bruk.',
  z_reports_terminal_nr_key: 'Z-rapporten er allerede tatt.',
  refunds_idempotency_key: 'Refusjonen er allerede registrert.',
};
