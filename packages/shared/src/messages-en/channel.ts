import { englishQuotes, type MessagePattern } from './types';

/** The channel API (tills, kiosks, webshops): orders and their pricing, statuses, terminal events, terminal keys. */
export const CHANNEL_EXACT: Record<string, string> = {
  // packages/shared/src/schemas/channel.ts
  'Velg bestillingstype: DINE_IN, PICKUP eller DELIVERY': 'Choose an order type: DINE_IN, PICKUP or DELIVERY',
  'Antall må være et heltall': 'The quantity must be a whole number',
  'Antall må være minst 1': 'The quantity must be at least 1',
  'Antall kan være høyst 999': 'The quantity may be at most 999',
  'Kommentaren kan være høyst 500 tegn': 'The comment may be at most 500 characters',
  'Ugyldig betalingstype': 'Invalid payment type',
  Beløpet: 'The amount',
  Tips: 'Tips',
  'Beløpet må være over 0': 'The amount must be above 0',
  'Ordrereferansen må fylles ut': 'The order reference is required',
  'Ordrereferansen kan være høyst 100 tegn': 'The order reference may be at most 100 characters',
  'Ordren må ha minst én linje': 'The order must have at least one line',
  'Ordren kan ha høyst 100 linjer': 'The order may have at most 100 lines',
  'Hentetid må være et tidspunkt (ISO 8601)': 'The pickup time must be a point in time (ISO 8601)',
  'Navnet kan være høyst 100 tegn': 'The name may be at most 100 characters',
  'Mobilnummeret kan være høyst 20 tegn': 'The mobile number may be at most 20 characters',
  'Mobilnummeret kan bare ha sifre, mellomrom og +': 'The mobile number may only have digits, spaces and +',
  'Bonuspoeng må være et heltall': 'Reward points must be a whole number',
  'Bonuspoeng kan ikke være negativt': 'Reward points cannot be negative',
  'Høyst 10 betalinger': 'At most 10 payments',
  // packages/shared/src/order-pricing.ts
  'Takeaway er stengt.': 'Takeaway is closed.',
  'Fant ikke varianten.': 'Could not find the variant.',
  'Fant ikke tilvalget.': 'Could not find the add-on.',
  'Bonuspoengene er mer enn det som skal betales.': 'The reward points are more than the amount to pay.',
  // packages/shared/src/order-status-rules.ts
  'En refusjon av ordren pågår. Ordren kan ikke kanselleres før refusjonen er fullført eller har feilet.':
    'A refund of the order is in progress. The order cannot be cancelled until the refund has completed or failed.',
  'Ordren er allerede helt eller delvis refundert. Et signert salg med en retur kan ikke i tillegg kanselleres.':
    'The order is already refunded in full or in part. A signed sale with a return cannot also be cancelled.',
  'Ordren er betalt helt eller delvis med bonuspoeng og kan ikke kanselleres, fordi poengene ikke kan føres tilbake.':
    'The order is paid in full or in part with reward points and cannot be cancelled, because the points cannot be given back.',
  'Ordren er betalt på nett, og terminalen kan ikke tilbakeføre en nettbetaling. Refunder ordren fra bakrommet i stedet for å kansellere den.':
    'The order is paid online, and the terminal cannot reverse an online payment. Refund the order from the back office instead of cancelling it.',
  'Ordren er signert som et salg på 0,00 kr og har ingen betaling å tilbakeføre, så den kan ikke kanselleres.':
    'The order is signed as a sale of 0,00 kr and has no payment to reverse, so it cannot be cancelled.',
  // packages/shared/src/schemas/channel-events.ts
  'Velg status: CONFIRMED, COMPLETED eller CANCELLED': 'Choose a status: CONFIRMED, COMPLETED or CANCELLED',
  'Bare en kopikvittering viser til en ordre': 'Only a copy receipt refers to an order',
  'Beløpet må være et helt antall øre': 'The amount must be a whole number of øre',
  'Beløpet kan ikke være negativt': 'The amount cannot be negative',
  'Beløpet er for høyt': 'The amount is too high',
  'For mange ukjente terminalnøkler fra denne adressen. Vent litt og prøv igjen.':
    'Too many unknown terminal keys from this address. Wait a little and try again.',
  // The channel's services.
  'Ordrereferansen er allerede brukt for en annen ordre fra denne terminalen.':
    'The order reference is already used for another order from this terminal.',
  'Referansen er allerede brukt for en annen hendelse fra denne terminalen.':
    'The reference is already used for another event from this terminal.',
  'Fant ikke ordren.': 'Could not find the order.',
  'Fant ikke avdelingen.': 'Could not find the location.',
  // The command line's terminal keys (channel/terminal-key-service.ts).
  'Oppgi enhetens navn (--device-name) for en kasse eller kiosk': 'Give the device’s name (--device-name) for a till or kiosk',
  'Enhetens navn kan ha høyst 100 tegn': 'The device’s name may have at most 100 characters',
  'Avdelingens nettbutikk': 'The location’s webshop',
  'Avdelingen har ingen nettbutikk-terminal': 'The location has no webshop terminal',
};

/** The order statuses as the status rules name them. */
const STATUS_NAMES: Record<string, string> = {
  bestilt: 'ordered',
  bekreftet: 'confirmed',
  fullført: 'completed',
  kansellert: 'cancelled',
};

/** What a terminal event needs an amount for (`TERMINAL_EVENT_AMOUNTS`). */
const EVENT_NAMES: Record<string, string> = {
  'en skuffeåpning uten salg': 'a drawer opening without a sale',
  'en kopikvittering': 'a copy receipt',
  'et avbrutt salg': 'an abandoned sale',
  'vekselbeholdningen ved åpning': 'the change float at opening',
  'en foreløpig kvittering': 'a pro forma receipt',
  'en linjekorreksjon': 'a line correction',
  'et prisoppslag': 'a price look-up',
  'en annen korreksjon': 'another correction',
  'en utleveringskvittering': 'a delivery receipt',
  'en treningskvittering': 'a training receipt',
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const eventName = (name: string) => EVENT_NAMES[name.charAt(0).toLowerCase() + name.slice(1)];

const ORDER_TYPE_PHRASES: Record<string, string> = {
  'for å spise her': 'to eat in',
  'med levering': 'for delivery',
  'som takeaway': 'as takeaway',
};

export const CHANNEL_PATTERNS: MessagePattern[] = [
  // Order pricing: a name in «», as the customer's screen may show it.
  [/^(«.+») er utsolgt\.$/s, ([item]) => `${englishQuotes(item!)} is sold out.`],
  [/^(«.+») selges ikke ved denne avdelingen\.$/s, ([item]) => `${englishQuotes(item!)} is not sold at this location.`],
  [
    /^(«.+») kan ikke bestilles (for å spise her|med levering|som takeaway)\.$/s,
    ([item, phrase]) => `${englishQuotes(item!)} cannot be ordered ${ORDER_TYPE_PHRASES[phrase!]}.`,
  ],
  [/^(«.+») kan ikke bestilles i dag\.$/s, ([item]) => `${englishQuotes(item!)} cannot be ordered today.`],
  [/^(«.+») er stengt nå\.$/s, ([category]) => `${englishQuotes(category!)} is closed now.`],
  [/^Tidligste hentetid er kl\. (\d{1,2}:\d{2})\.$/, ([time]) => `The earliest pickup time is ${time}.`],
  [/^Velg en variant av («.+»)\.$/s, ([item]) => `Choose a variant of ${englishQuotes(item!)}.`],
  [/^(«.+») kan ikke velges til («.+»)\.$/s, ([addOn, item]) => `${englishQuotes(addOn!)} cannot be chosen with ${englishQuotes(item!)}.`],
  [/^Velg minst (\d+) i («.+»)\.$/s, ([count, group]) => `Choose at least ${count} in ${englishQuotes(group!)}.`],
  [/^Velg høyst (\d+) i («.+»)\.$/s, ([count, group]) => `Choose at most ${count} in ${englishQuotes(group!)}.`],
  [/^(«.+») kan bare velges én gang\.$/s, ([addOn]) => `${englishQuotes(addOn!)} can only be chosen once.`],
  [/^(«.+») kan velges høyst (\d+) ganger\.$/s, ([addOn, count]) => `${englishQuotes(addOn!)} can be chosen at most ${count} times.`],
  [
    /^Betalingene \((.+)\) stemmer ikke med det som skal betales \((.+)\)\.$/,
    ([paid, toPay]) => `The payments (${paid}) do not match the amount to pay (${toPay}).`,
  ],
  // Order statuses.
  [
    /^Ordren er allerede (\S+) og kan ikke endres til (\S+)\.$/,
    ([from, to]) =>
      STATUS_NAMES[from!] && STATUS_NAMES[to!]
        ? `The order is already ${STATUS_NAMES[from!]} and cannot be changed to ${STATUS_NAMES[to!]}.`
        : undefined,
  ],
  [
    /^En ordre som er (\S+), kan ikke settes tilbake til (\S+)\.$/,
    ([from, to]) =>
      STATUS_NAMES[from!] && STATUS_NAMES[to!]
        ? `An order that is ${STATUS_NAMES[from!]} cannot be set back to ${STATUS_NAMES[to!]}.`
        : undefined,
  ],
  // Terminal events.
  [/^Velg hendelse: (.+)$/s, ([types]) => `Choose an event: ${types}`],
  [/^Oppgi beløpet i øre for (.+)$/, ([name]) => (eventName(name!) ? `Give the amount in øre for ${eventName(name!)}` : undefined)],
  [/^(.+) har ikke noe beløp$/, ([name]) => (eventName(name!) ? `${capitalised(eventName(name!)!)} has no amount` : undefined)],
  // The command line's terminal keys.
  [
    /^Flere avdelinger passer til «(.+)»; bruk avdelingens id\. Avdelingene: (.*)\.$/s,
    ([wanted, names]) => `Several locations match ‘${wanted}’; use the location’s id. The locations: ${names}.`,
  ],
  [
    /^Fant ingen avdeling «(.+)»\. Avdelingene: (.*)\.$/s,
    ([wanted, names]) => `No location ‘${wanted}’ was found. The locations: ${names}.`,
  ],
  [
    /^Avdelingen har flere terminaler som heter «(.+)»: (.*)\. Gi dem ulike navn først\.$/s,
    ([name, ids]) => `The location has several terminals called ‘${name}’: ${ids}. Give them different names first.`,
  ],
  [/^Terminalen «(.+)»$/s, ([name]) => `The terminal ‘${name}’`],
  [
    /^(.+) har allerede en nøkkel\. Bruk --rotate-key for å gi den en ny \(den gamle slutter å virke\)\.$/s,
    ([what], lookUp) => {
      const english = lookUp(what!);
      return english && `${english} already has a key. Use --rotate-key to give it a new one (the old one stops working).`;
    },
  ],
  [/^Fant ingen (\S+)-terminal «(.+)» i avdelingen$/s, ([type, name]) => `No ${type} terminal ‘${name}’ was found at the location`],
  [
    /^(.+); opprett den uten --rotate-key\.$/s,
    ([what], lookUp) => {
      const english = lookUp(what!);
      return english && `${english}; create it without --rotate-key.`;
    },
  ],
  [
    /^Fant ingen terminal «(.+)» hos merchanten «(.+)»\.$/s,
    ([terminal, merchant]) => `No terminal ‘${terminal}’ was found for the merchant ‘${merchant}’.`,
  ],
];
