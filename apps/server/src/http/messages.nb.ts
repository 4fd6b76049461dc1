/**
 * What the server says to a merchant when a request fails, in Norwegian bokmål. Error `fields` stay
 * keyed by the wire name (the web app puts each message beside its input); the summary names the field
 * by the label a merchant sees.
 */

/** Every field a request can carry, by its wire name. The fuzz suite checks that none is missing. */
export const FIELD_LABELS: Record<string, string> = {
  addOnGroupId: 'gruppe for valg og tillegg',
  addOnGroupIds: 'grupper for valg og tillegg',
  addOnId: 'valg',
  active: 'aktiv',
  allergens: 'allergener',
  allowMultipleTimes: 'kan velges flere ganger',
  amount: 'beløp',
  availableAtLocationIds: 'tilgjengelig på avdelinger',
  availableForOrderTypes: 'tilgjengelig for',
  availableOnDays: 'tilgjengelig på dager',
  capacity: 'antall plasser',
  cartItems: 'varer som refunderes',
  channel: 'kanal',
  categoryId: 'kategori',
  closingDayId: 'stengt periode',
  code: 'statuskode',
  date: 'dato',
  day: 'ukedag',
  deliveryDays: 'leveringsdager',
  discountId: 'rabatt',
  description: 'beskrivelse',
  dinteroItems: 'varelinjer til Dintero',
  earliestPickupTime: 'tidligst hentetid',
  enableComment: 'kunden kan skrive en kommentar',
  file: 'bildefil',
  fromDate: 'fra dato',
  fromTime: 'fra',
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
  rewardProgramId: 'bonusprogram',
  showAsCategory: 'vis som kategori',
  showAsDiscount: 'vis som tilbud',
  showItemsCount: 'vis antall produkter',
  size: 'bildestørrelse',
  soldOutItemDocId: 'utsolgt produkt',
  sortOrder: 'rekkefølge',
  spicyLevelSelections: 'valg av styrkegrad',
  status: 'status',
  statusCode: 'skriverstatus',
  subselections: 'varianter',
  swedbankPayItems: 'varelinjer til Swedbank Pay',
  tableId: 'bord',
  terminalId: 'kassepunkt',
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
  weekday: 'ukedag',
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
};

/** One entry of a list field, numbered from 1 in the summary ('pris (variant 2)'). */
const ENTRY_LABELS: Record<string, string> = {
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
  openingHours: 'dag',
  spicyLevelSelections: 'styrkegrad',
  subselections: 'variant',
  swedbankPayItems: 'varelinje',
  validForChannelIds: 'kanal',
  validForLocationIds: 'avdeling',
};

/** Where a failure without a field sits: the body as a whole, or the address. */
const PART_LABELS: Record<string, string> = {
  body: 'innholdet',
  querystring: 'adressen',
  params: 'adressen',
  headers: 'forespørselen',
  request: 'forespørselen',
};

/** 'subselections.1.price' → 'pris (variant 2)'; a sorted list's '0.id' → 'oppføring (nr. 1)'. */
export function fieldLabel(path: string): string {
  if (PART_LABELS[path]) return PART_LABELS[path];
  const segments = path.split('.');
  const isIndex = (segment: string) => /^\d+$/.test(segment);
  const entry = (index: number) => `${ENTRY_LABELS[segments[index - 1] ?? ''] ?? 'nr.'} ${Number(segments[index]) + 1}`;
  const last = segments.length - 1;
  const name = isIndex(segments[last]!) ? entry(last) : (FIELD_LABELS[segments[last]!] ?? segments[last]!);
  const within = segments.flatMap((segment, index) => (index < last && isIndex(segment) ? [entry(index)] : []));
  return within.length > 0 ? `${name} (${within.join(', ')})` : name;
}

/** The message of a 400 that names fields: 'Sjekk feltet «kategori»: Ugyldig id'. */
export function validationSummary(fields: Record<string, string>): string {
  const entries = Object.entries(fields);
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
  invalidValues: 'Forespørselen har ugyldige verdier.',
  multipartRequired: 'Skjemaet må sendes som multipart/form-data.',
  formUnreadable: 'Skjemaet kunne ikke leses.',
  formTooLarge: 'Skjemaet har for mange deler.',
  fileTooLarge: 'Filen er for stor.',
  unauthorized: 'Du må logge inn.',
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
