import type { MenuGroupKey, MenuPath } from '@bakrom/shared/menu-visibility';
import type { UserRole } from '@bakrom/shared/enums';
import { ARTICLE_GROUP_NAMES } from '@bakrom/shared/article-groups';
import {
  ALL_TERMINALS_LABEL,
  ORDER_TYPE_GROUP_LABELS,
  PAYMENT_GROUP_LABELS,
  REPORT_COLUMN_LABELS,
  REPORT_HEADER_LABELS,
  REPORT_ROW_LABELS,
  REPORT_SECTION_LABELS,
  SMS_MESSAGE_TYPE_LABELS,
  TRANSACTION_ROW_LABELS,
  WEBSHOP_TERMINAL_LABEL,
} from '@bakrom/shared/report-labels';
import { SALES_CHANNEL_LABELS } from '@bakrom/shared/sales-analytics';
import {
  PAYMENT_LINE_LABELS,
  SETTLEMENT_COLUMN_LABELS,
  SETTLEMENT_ROW_LABELS,
  SETTLEMENT_SECTION_LABELS,
} from '@bakrom/shared/settlement-lines';
import { accountingNb } from './accounting';
import { catalogueNb } from './catalogue';
import { datesNb } from './dates';
import { formsNb } from './forms';
import { locationsNb } from './locations';
import { loyaltyNb } from './loyalty';
import { merchantSettingsNb } from './merchant-settings';
import { operationsNb } from './operations';
import { ordersNb } from './orders';
import { printingNb } from './printing';
import { refundsNb } from './refunds';
import { reportsNb } from './reports';
import { saftNb } from './saft';
import { staffNb } from './staff';
import { staffRegisterNb } from './staff-register';

/** Every Norwegian (bokmål) text of the interface. Components take their texts from here. */
export const nb = {
  app: {
    name: 'Bakrom',
    loading: 'Laster …',
    chunkTimeout: 'Siden brukte for lang tid på å laste. Sjekk nettforbindelsen og last inn siden på nytt.',
    errorTitle: 'Noe gikk galt',
    errorText: 'Det oppstod en uventet feil. Last inn siden på nytt.',
    reload: 'Last inn på nytt',
    /** The name of a close (×) button that has no name of its own: notices, dialogs. */
    close: 'Lukk',
  },
  /** A chart's figures shown as a table on screen (`ChartFigures` with its toggle). */
  charts: {
    showFigures: 'Vis tallene',
    showChart: 'Vis diagrammet',
  },
  login: {
    title: 'Logg inn',
    superAdminTitle: 'Logg inn som superadmin',
    merchant: (merchant: string) => `Kunde: ${merchant}`,
    merchantLabel: 'Kunde',
    merchantHint: 'ID-en til kunden du skal logge inn for, for eksempel demo',
    merchantRequired: 'Fyll ut kunde',
    sessionExpired: 'Økten er utløpt. Logg inn igjen.',
    username: 'Brukernavn',
    password: 'Passord',
    submit: 'Logg inn',
    usernameRequired: 'Fyll ut brukernavn',
    passwordRequired: 'Fyll ut passord',
    failed: 'Feil brukernavn/passord',
    superAdminFailed: 'SuperAdmin: Feil brukernavn/passord eller merchant param missing',
    botProtection: 'Innloggingen er beskyttet mot roboter: gjentatte mislykkede forsøk blir midlertidig begrenset.',
    unavailable: 'Kunne ikke kontakte serveren. Prøv igjen om litt.',
  },
  nav: {
    label: 'Hovedmeny',
    skipToMain: 'Hopp til hovedinnholdet',
    openMenu: 'Åpne menyen',
    closeMenu: 'Lukk menyen',
    logout: 'Logg ut',
    groups: {
      reports: 'Rapporter',
      loyalty: 'Lojalitet',
      settings: 'Innstillinger',
      support: 'Support',
      system: 'System',
    } satisfies Record<MenuGroupKey, string>,
    paths: {
      '/overview': 'Oversikt',
      '/orders': 'Ordrer',
      '/x-report': 'X-rapport',
      '/z-report': 'Z-rapport',
      '/totalSalesReport': 'Omsetningsrapport',
      '/alcoholReport': 'Alkoholrapport',
      '/goodsTypeReport': 'Særskilt registrering',
      '/salesAnalytics': 'Salgsanalyse',
      '/smsReport': 'SMS rapport',
      '/transactionsReport': 'Transaksjoner',
      '/xReportRegenerate': 'Regenerer oppgjørsrapport',
      '/webshopXReportRegenerateAll': 'Regenerer alle nettbutikkoppgjør',
      '/saftExport': 'SAF-T eksport',
      '/accountingExport': 'Regnskapseksport',
      '/products': 'Produkter',
      '/users': 'Ansatte',
      '/staffRegister': 'Personalliste',
      '/terminals': 'Terminaler',
      '/discounts': 'Rabatter',
      '/rewards': 'Bonusprogram',
      '/closingdays': 'Stengte dager',
      '/openinghours': 'Åpningstider',
      '/tables': 'Bord',
      '/delivery': 'Levering',
      '/vat': 'MVA',
      '/company': 'Firmainnstillinger',
      '/accountingSettings': 'Regnskap',
      '/locations': 'Avdelinger',
      '/swedbankPay': 'SwedbankPay',
      '/dintero': 'Dintero',
      '/merchant': 'Merchant',
      '/cloudprnt': 'CloudPRNT',
      '/cache': 'Cache',
      '/profile': 'Min profil',
    } satisfies Record<MenuPath, string>,
  },
  footer: {
    copyright: (year: number, merchantName: string) => `© ${year} ${merchantName.toUpperCase()}`,
  },
  scrollTop: 'Til toppen',
  notFound: {
    title: 'Siden finnes ikke',
    text: 'Siden du leter etter finnes ikke, eller er ikke tilgjengelig ennå.',
    toStart: 'Gå til startsiden',
  },
  productSearch: {
    label: 'Søk etter produkt',
    placeholder: 'Skriv navnet på produktet',
  },
  locationNotFound: {
    title: 'Fant ikke avdelingen',
    text: 'Avdelingen i lenken finnes ikke, eller hører ikke til bedriften din. Ingenting er endret.',
    toOverview: 'Gå til oversikten',
  },
  roles: {
    MANAGER: 'Manager',
    ADMIN: 'Administrator',
    SUPER_ADMIN: 'Superadministrator',
  } satisfies Record<UserRole, string>,
  /** Words several screens put around their own: a field left empty, a row that can be dragged. */
  common: {
    required: (field: string) => `${field} må fylles ut`,
    /** What a screen reader says a sortable row is (dnd-kit's role description). */
    sortableRow: 'sorterbar rad',
  },
  /** The language switch: /profile and the login pages. Each language is named in its own words. */
  language: {
    label: 'Språk / Language',
    nb: 'Norsk (bokmål)',
    en: 'English',
    failed: 'Kunne ikke endre språket. Prøv igjen.',
  },
  profile: {
    name: 'Navn',
    username: 'Brukernavn',
    role: 'Rolle',
    merchant: 'Bedrift',
    locations: 'Avdelinger',
    noLocations: 'Ingen avdelinger er satt opp.',
    locationsFailed: 'Kunne ikke hente avdelingene. Viser lagrede opplysninger.',
  },
  cache: {
    title: 'Cache',
    description: 'Mellomlagrede tilgangstokener for betalingsleverandørene.',
    summary: (entries: number, size: string) => `${entries} ${entries === 1 ? 'oppføring' : 'oppføringer'}, ${size} totalt`,
    empty: 'Cachen er tom.',
    forbidden: 'Denne siden er bare tilgjengelig for superadministratorer.',
    failed: 'Kunne ikke hente informasjon om cachen. Prøv igjen senere.',
    emptyFailed: 'Kunne ikke tømme cachen. Prøv igjen.',
    emptyButton: 'Empty cache',
    rawTitle: 'Cache-informasjon',
    tableCaption: 'Oppføringer i cachen',
    columns: {
      key: 'Nøkkel',
      kind: 'Type',
      merchant: 'Merchant',
      size: 'Størrelse',
      created: 'Opprettet',
      expires: 'Utløper',
    },
    noMerchant: 'Felles',
  },
  /**
   * The shared Norwegian words the screens show as the PDFs and the server print them (the reports' rows,
   * columns and headings, goods types, payment lines, sales channels): mounted here so that the screens can
   * speak English too. A label a shared rule made (a counters row's) is found by its Norwegian text
   * (`sharedLabel` of `@/i18n`).
   */
  labels: {
    articleGroups: ARTICLE_GROUP_NAMES,
    paymentLines: PAYMENT_LINE_LABELS,
    salesChannels: SALES_CHANNEL_LABELS,
    report: {
      rows: REPORT_ROW_LABELS,
      sections: REPORT_SECTION_LABELS,
      columns: REPORT_COLUMN_LABELS,
      headers: REPORT_HEADER_LABELS,
      paymentGroups: PAYMENT_GROUP_LABELS,
      orderTypeGroups: ORDER_TYPE_GROUP_LABELS,
      smsMessageTypes: SMS_MESSAGE_TYPE_LABELS,
      transactionRows: TRANSACTION_ROW_LABELS,
      webshopTerminal: WEBSHOP_TERMINAL_LABEL,
      allTerminals: ALL_TERMINALS_LABEL,
    },
    settlement: {
      sections: SETTLEMENT_SECTION_LABELS,
      columns: SETTLEMENT_COLUMN_LABELS,
      rows: SETTLEMENT_ROW_LABELS,
    },
    /** A month of the charts (`monthLabel` of the shared rules): 'nov. 2026'. */
    month: (month: number, year: string) =>
      `${['jan.', 'feb.', 'mars', 'apr.', 'mai', 'juni', 'juli', 'aug.', 'sep.', 'okt.', 'nov.', 'des.'][month - 1] ?? ''} ${year}`,
  },
  operations: operationsNb,
  orders: ordersNb,
  units: {
    bytes: (formatted: string) => `${formatted} B`,
    kilobytes: (formatted: string) => `${formatted} kB`,
    /** The unit beside a price field. */
    kroner: 'kr',
    /** The placeholder of a typed time of day. */
    timePlaceholder: 'TT:MM',
  },
  accounting: accountingNb,
  catalogue: catalogueNb,
  forms: formsNb,
  dates: datesNb,
  locationsAdmin: locationsNb,
  loyalty: loyaltyNb,
  merchantSettings: merchantSettingsNb,
  printing: printingNb,
  refunds: refundsNb,
  reports: reportsNb,
  saft: saftNb,
  staff: staffNb,
  staffRegister: staffRegisterNb,
} as const;
