import type { MessagePattern } from './types';

/** Orders, refunds, reports and settlement, SAF-T, the accounting export, Salgsanalyse and Særskilt registrering. */
export const ORDERS_EXACT: Record<string, string> = {
  // packages/shared/src/schemas/orders.ts and the orders' service.
  'Ukjent ordrestatus': 'Unknown order status',
  'Ukjent betalingsmåte': 'Unknown payment method',
  "Søk med ordrenummer, mobilnummer eller navn (bokstaver, tall, mellomrom og - ' .)":
    "Search by order number, mobile number or name (letters, digits, spaces and - ' .)",
  'Antall må være et helt tall fra 1 til 100': 'The number must be a whole number from 1 to 100',
  'Siden må være et helt tall fra 1': 'The page must be a whole number from 1',
  'Ordren kan bare merkes som fullført (COMPLETED)': 'The order can only be marked as completed (COMPLETED)',
  'Ordren er allerede fullført.': 'The order is already completed.',
  'Ordren er kansellert og kan ikke merkes som fullført.': 'The order is cancelled and cannot be marked as completed.',
  'Ordren kan ikke merkes som fullført.': 'The order cannot be marked as completed.',
  // Refunds: packages/shared/src/refunds.ts, schemas/refunds.ts, the refunds' module.
  'Ordren har blitt tatt med i dagsoppgjøret og kan ikke refunderes.':
    'The order has been included in the end-of-day settlement and cannot be refunded.',
  'Ordren har blitt betalt helt eller delvis med bonuspoeng og kan ikke refunderes.':
    'The order has been paid in full or in part with reward points and cannot be refunded.',
  'Ugyldig idempotensnøkkel': 'Invalid idempotency key',
  'Beløpet må være større enn 0': 'The amount must be greater than 0',
  Tipsbeløpet: 'The tips amount',
  Momsbeløpet: 'The VAT amount',
  'Oppgi transaksjonen som skal refunderes': 'Give the transaction to refund',
  'Oppgi betalingsordren som skal refunderes': 'Give the payment order to refund',
  'Oppgi transaksjonen som ble refundert': 'Give the transaction that was refunded',
  'Ordren er ikke betalt og kan ikke refunderes.': 'The order is not paid and cannot be refunded.',
  'Ordren er allerede refundert.': 'The order is already refunded.',
  'En refusjon av ordren pågår allerede. Vent litt og prøv igjen.':
    'A refund of the order is already in progress. Wait a little and try again.',
  'Denne refusjonen er allerede sendt med andre opplysninger. Start refusjonen på nytt.':
    'This refund has already been sent with other details. Start the refund again.',
  'Ordren er ikke betalt med Dintero.': 'The order is not paid with Dintero.',
  'Ordren er ikke betalt med Swedbank Pay.': 'The order is not paid with Swedbank Pay.',
  'Ordren er ikke betalt med Softpay.': 'The order is not paid with Softpay.',
  'Kontantrefusjon gjelder bare ordrer som er betalt kontant.': 'A cash refund applies only to orders paid in cash.',
  'Avdelingen har ingen konto hos betalingsleverandøren. Kontakt support.':
    'The location has no account with the payment provider. Contact support.',
  'Refusjonen har feilet flere ganger. Kontakt support før du prøver igjen.':
    'The refund has failed several times. Contact support before you try again.',
  'Det skjedde en feil og refusjonen ble ikke fullført.': 'Something went wrong and the refund was not completed.',
  'Betalingsleverandøren har ikke bekreftet refusjonen ennå. Prøv igjen for å se om den er fullført.':
    'The payment provider has not confirmed the refund yet. Try again to see whether it has completed.',
  'Ordren er allerede refundert: betalingsleverandøren bekreftet den forrige refusjonen.':
    'The order is already refunded: the payment provider confirmed the previous refund.',
  'En tidligere refusjon av ordren sjekkes hos betalingsleverandøren. Prøv igjen om litt.':
    'An earlier refund of the order is being checked with the payment provider. Try again shortly.',
  'En av de valgte varene finnes ikke på ordren eller er allerede refundert':
    'One of the chosen items is not on the order or is already refunded',
  'Samme vare er valgt flere ganger': 'The same item is chosen more than once',
  'Velg minst én vare eller tipsen': 'Choose at least one item or the tips',
  'Ordren har ingen tips å refundere': 'The order has no tips to refund',
  'Transaksjonen hører ikke til denne ordren': 'The transaction does not belong to this order',
  'Betalingsordren hører ikke til denne ordren': 'The payment order does not belong to this order',
  'Varelinjene stemmer ikke med de valgte varene': 'The item lines do not match the chosen items',
  // Reports and settlement.
  'Fant ikke kassepunktet.': 'Could not find the till.',
  'Ingen omsetning fra dette kassepunktet siden forrige oppgjør.': 'No sales from this till since the last settlement.',
  'Fant ikke Z-rapporten.': 'Could not find the Z report.',
  'Datoen kan ikke være fram i tid.': 'The date cannot be in the future.',
  'Fra-datoen må være i går eller tidligere.': 'The from date must be yesterday or earlier.',
  // SAF-T and the accounting export.
  'Fant ikke virksomheten.': 'Could not find the business.',
  'Regnskapseksporten er for administratorer.': 'The accounting export is for administrators.',
  'Kontonummeret må ha fire sifre': 'The account number must have four digits',
  'Velg en SAF-T MVA-kode': 'Choose a SAF-T VAT code',
  'Samme MVA-sats står mer enn én gang': 'The same VAT rate is there more than once',
  'Samme MVA-sats og ordretype står mer enn én gang': 'The same VAT rate and order type are there more than once',
  'Hver MVA-sats over 0 % må ha en konto for utgående MVA': 'Every VAT rate above 0 % must have an account for output VAT',
  'Hver betalingsmåte må ha én konto': 'Every payment method must have one account',
  'Hver varegruppe må stå én gang': 'Every article group must be there once',
  'MVA-satsen må være et tall': 'The VAT rate must be a number',
  'MVA-satsen kan ikke være negativ': 'The VAT rate cannot be negative',
  'MVA-satsen kan være høyst 100 %': 'The VAT rate may be at most 100 %',
  'Velg ordretype: DINE_IN, TAKEAWAY eller DELIVERY': 'Choose an order type: DINE_IN, TAKEAWAY or DELIVERY',
  'Velg hvordan bilagene grupperes': 'Choose how the vouchers are grouped',
  'Bilagstypen må være et tall': 'The voucher type must be a number',
  'Bilagstypen må være et heltall': 'The voucher type must be a whole number',
  'Bilagstypen må være mellom 1 og 999': 'The voucher type must be between 1 and 999',
  'Legg inn minst én salgskonto': 'Add at least one sales account',
  'Velg format: gbat10, csv eller xlsx': 'Choose a format: gbat10, csv or xlsx',
  // Salgsanalyse.
  'Ukjent kanal: bruk WEBSHOP, APP, KIOSK eller POS': 'Unknown channel: use WEBSHOP, APP, KIOSK or POS',
  'Sammenligning må være previous eller lastYear': 'The comparison must be previous or lastYear',
};

/** One signed transaction named by the SAF-T refusal: 'POS-1 nr. 7 (salg av ordre 12)'. */
const englishTransactions = (named: string) =>
  named
    .replace(/ nr\. /g, ' no. ')
    .replace(/\(salg av ordre /g, '(sale of order ')
    .replace(/\(retur av ordre /g, '(return of order ');

export const ORDERS_PATTERNS: MessagePattern[] = [
  [/^Søket kan ha høyst (\d+) tegn$/, ([max]) => `The search may have at most ${max} characters`],
  [
    /^Utvalget har (\d+) ordrer; en nedlasting kan ha høyst (\d+)\. Velg en kortere periode eller flere filtre\.$/,
    ([count, max]) => `The selection has ${count} orders; a download may have at most ${max}. Choose a shorter period or more filters.`,
  ],
  [/^Beløpet er høyere enn det som er betalt \(høyst (.+)\)$/, ([max]) => `The amount is higher than what was paid (at most ${max})`],
  [/^Tipsen refunderes i sin helhet: (.+)$/, ([tips]) => `The tips are refunded in full: ${tips}`],
  [/^Beløpet stemmer ikke med de valgte varene \((.+)\)$/, ([amount]) => `The amount does not match the chosen items (${amount})`],
  [/^Perioden kan være høyst (\d+) dager$/, ([days]) => `The period may be at most ${days} days`],
  [/^Fra-datoen kan være høyst (\d+) dager tilbake\.$/, ([days]) => `The from date may be at most ${days} days back.`],
  [
    /^SAF-T-filen kan ikke lages: beløpene som er lagret for disse transaksjonene stemmer ikke med det som ble signert: (.+)\. Kontakt support før filen leveres\.$/s,
    ([named]) =>
      `The SAF-T file cannot be made: the amounts stored for these transactions do not match what was signed: ${englishTransactions(named!)}. Contact support before the file is delivered.`,
  ],
  [
    /^MVA-kode (\S+) passer ikke til satsen (\S+) %(?: \(bruk (.+)\))?$/,
    ([code, rate, fits]) => `VAT code ${code} does not fit the rate ${rate} %${fits ? ` (use ${fits})` : ''}`,
  ],
  [/^Året må være et helt tall fra (\d+) til (\d+)$/, ([min, max]) => `The year must be a whole number from ${min} to ${max}`],
];
