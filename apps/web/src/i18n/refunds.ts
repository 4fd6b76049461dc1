import type { OrderType } from '@bakrom/shared/enums';

/**
 * Texts of the four refund pages (spec part 1 §2 Refund pages, §4 Refund, §8 the two refund dialogs).
 * Mounted in the catalogue as `nb.refunds`.
 */
export const refundsNb = {
  title: 'Refusjon',
  cashTitle: 'Refusjon av ordre betalt med kontanter',
  orderNumber: (orderId: number) => `Ordre ${orderId}`,
  /** The cash page's sub line: the order type in upper case and the order number. */
  cashSubline: (orderType: string, orderId: number) => `${orderType.toUpperCase()} · ORDRE ${orderId}`,
  orderTypes: {
    DINE_IN: 'Spise her',
    PICKUP: 'Henting',
    DELIVERY: 'Levering',
  } satisfies Record<OrderType, string>,
  steps: {
    choose: 'Velg hva som skal refunderes',
    summary: 'Kontroller refusjonen',
  },
  stepOf: (step: number) => `Steg ${step} av 2`,
  selectAll: 'Velg alle',
  clearAll: 'Fjern alle valgte',
  next: 'Neste',
  back: 'Tilbake',
  refund: 'Refunder',
  tips: 'Tips',
  total: 'Totalt',
  addOnOf: (item: string) => `Tillegg til ${item}`,
  unitOf: (unit: number, count: number) => `${unit} av ${count}`,
  nothingLeft: 'Det er ingenting igjen å refundere på denne ordren.',
  chooseHint: 'Velg minst én vare eller tipset for å gå videre.',
  exceedsPaid: (balance: string) => `Beløpet er høyere enn det som er betalt og ikke refundert (${balance}). Velg færre varer.`,
  toOrder: 'Tilbake til ordren',
  /** The confirmation before the refund call. */
  confirm: {
    title: 'Refunder ordren?',
    text: (amount: string) => `Vil du refundere ${amount} til kunden?`,
    yes: 'Ja, refunder',
    cancel: 'Avbryt',
  },
  /** Spec §8: any failed refund. */
  failed: {
    title: 'Refusjonen mislykket',
    text: 'Det skjedde en feil og refusjonen ble ikke fullført.',
    ok: 'OK',
  },
  /** Spec §8: the money went back (till app, drawer) but the order could not be updated. */
  notRecorded: {
    title: 'Refusjonen vellykket',
    text: 'Refusjonen ble gjennomført, men ordren kunne ikke oppdateres. Kontakt kundestøtte.',
    retry: 'Prøv å oppdatere ordren igjen',
    ok: 'OK',
  },
  cash: {
    openingDrawer: 'Åpner kassaskuffen …',
    payBackTitle: 'Betal tilbake til kunden',
    payBack: (amount: string) => `Betal tilbake ${amount} til kunden`,
    drawerFailed: 'Kassaskuffen kunne ikke åpnes automatisk. Åpne den for hånd.',
    confirm: 'Bekreft',
    cancel: 'Avbryt',
  },
  softpay: {
    noBridge: 'Softpay-refusjon kan bare gjøres i kasse- eller kioskappen.',
    waiting: 'Fullfør refusjonen i Softpay-appen …',
  },
  /** Why the steps are not shown. */
  unavailable: {
    title: 'Ordren kan ikke refunderes',
    notPaid: 'Ordren er ikke betalt, så det er ingenting å refundere.',
    alreadyRefunded: 'Ordren er allerede refundert.',
    noFlow: 'Ordren er betalt på en måte som ikke kan refunderes her (for eksempel delt betaling).',
    notOffered: 'Refusjon av denne ordren gjøres ikke fra back office.',
    otherPage: 'Denne ordren refunderes fra en annen side.',
    toRightPage: 'Gå til riktig refusjonsside',
    noPaymentReference: 'Betalingen mangler referansen til betalingsleverandøren, så den kan ikke refunderes her.',
    missingOrder: 'Lenken mangler ordren som skal refunderes.',
    pending: (started: string) =>
      `En refusjon av ordren sjekkes hos betalingsleverandøren (startet ${started}). Den avgjøres av seg selv; last siden på nytt om litt.`,
  },
  notFoundTitle: 'Fant ikke ordren',
  notFoundText: 'Ordren finnes ikke, eller hører ikke til bedriften din.',
  toOrders: 'Gå til ordrene',
} as const;
