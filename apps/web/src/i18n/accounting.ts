import type { SalesOrderType, VoucherFormat, VoucherGrouping } from '@bakrom/shared/schemas/accounting';

/** A VAT rate as the screens write it: `25 %`, `11,11 %`. */
const rate = (vatRate: number) => `${String(vatRate).replace('.', ',')}\u00a0%`;

const ORDER_TYPE_NAMES: Record<SalesOrderType, string> = { DINE_IN: 'Spise her', TAKEAWAY: 'Ta med', DELIVERY: 'Levering' };

/**
 * Texts of the accounting screens: the account mapping ('Regnskap' under Innstillinger, /accountingSettings) and
 * the accounting export ('Regnskapseksport' under Rapporter, /accountingExport). Mounted in the catalogue as
 * `nb.accounting`.
 */
export const accountingNb = {
  rate,
  settings: {
    title: 'Regnskap',
    description:
      'Kontoene dagsoppgjøret føres på når Z-rapportene eksporteres til regnskapet. Standardkontoene følger NS 4102 slik de vanligvis brukes: be regnskapsføreren sjekke dem før første eksport.',
    loadFailed: 'Kunne ikke hente kontoplanen. Prøv igjen.',
    saveFailed: 'Kunne ikke lagre kontoplanen. Prøv igjen.',
    saved: 'Lagret. Kontoene gjelder Z-rapporter som tas fra nå; bilag som alt er eksportert, endres ikke.',
    form: 'Kontoplan for regnskapseksport',
    version: (version: number, validFrom: string) => `Versjon ${version}, gjelder fra ${validFrom}.`,
    defaultsInForce: 'Ingen kontoplan er lagret ennå: standardkontoene under gjelder.',
    resetDefaults: 'Sett inn standardkontoene',
    resetHint: 'Fyller inn standardkontoene i skjemaet. Ingenting lagres før du trykker Lagre.',
    defaultColumn: 'Standard',
    accountColumn: 'Konto',
    account: (what: string) => `Konto for ${what}`,
    vatCodeLabel: (what: string) => `MVA-kode for ${what}`,
    grouping: {
      legend: 'Bilag',
      label: 'Ett bilag per',
      options: {
        Z_REPORT: 'Z-rapport (per terminal og dag)',
        LOCATION_DAY: 'Avdeling og dag (alle terminaler samlet)',
      } satisfies Record<VoucherGrouping, string>,
      voucherType: 'Bilagstype',
      voucherTypeHint: 'Bilagsarten regnskapssystemet nummererer bilagene under (GBAT10 kolonne 3). Standard: 1.',
    },
    sales: {
      title: 'Salg per MVA-sats og ordretype',
      hint: 'Salget føres uten MVA på kontoen for satsen og ordretypen, med SAF-T-koden regnskapet beregner MVA-en etter. Varer med en annen sats enn ordretypens egen (øl til å ta med) føres på raden for sin sats.',
      rateColumn: 'MVA-sats',
      orderTypeColumn: 'Ordretype',
      vatCodeColumn: 'MVA-kode (SAF-T)',
      what: (vatRate: number, orderType?: SalesOrderType) =>
        orderType ? `salg ${rate(vatRate)} ${ORDER_TYPE_NAMES[orderType].toLowerCase()}` : `salg ${rate(vatRate)}`,
      vatCodes: {
        '3': '3 – høy sats (25 %)',
        '31': '31 – middels sats (15 %)',
        '32': '32 – råfisk (11,11 %)',
        '33': '33 – lav sats (12 %)',
        '5': '5 – fritatt (0 %)',
        '6': '6 – utenfor mva-loven',
        '7': '7 – ingen mva-behandling',
      } as Record<string, string>,
      orderTypes: ORDER_TYPE_NAMES,
      /** A row saved before sales were split by order type. */
      allOrderTypes: 'Alle ordretyper',
      deliveryService: 'Leveringstjenesten (utkjøringsgebyret)',
      deliveryServiceWhat: 'leveringstjenesten',
    },
    articleGroups: {
      title: 'Varegrupper',
      hint: 'Kryss av for varegruppene regnskapsføreren vil ha på egen konto (for eksempel øl og vin). De andre føres på kontoen for MVA-satsen.',
      groupColumn: 'Varegruppe (SAF-T)',
      splitColumn: 'Egen konto',
      split: (group: string) => `Egen konto for ${group}`,
    },
    payments: {
      title: 'Betalingsmåter',
      hint: 'Det som kom inn, debiteres: kontanter i kassen, og en mellomregningskonto per kortinnløser og Vipps som avstemmes mot utbetalingen til banken.',
      typeColumn: 'Betalingsmåte',
    },
    other: {
      title: 'Andre kontoer',
      whatColumn: 'Hva',
      tips: 'Tips',
      returns: 'Returer (varer tatt tilbake)',
      rounding: 'Øreavrunding',
    },
    outputVat: {
      title: 'Utgående MVA',
      hint: 'MVA-en av salget per sats.',
      what: (vatRate: number) => `utgående MVA ${rate(vatRate)}`,
    },
  },
  export: {
    title: 'Regnskapseksport',
    description:
      'Dagsoppgjørene som bilag til regnskapet: ett bilag per Z-rapport (eller per avdeling og dag), der debet og kredit går i balanse. Se bilagene før du laster dem ned, og importer filen i regnskapssystemet.',
    form: 'Velg avdeling og periode',
    location: 'Avdeling',
    allLocations: 'Alle avdelinger',
    fromDate: 'Fra dato',
    toDate: 'Til dato',
    show: 'Vis bilag',
    fromRequired: 'Fyll ut fra dato',
    toRequired: 'Fyll ut til dato',
    loadFailed: 'Kunne ikke hente bilagene. Prøv igjen.',
    empty: 'Ingen bilag i perioden: det er ikke tatt noen Z-rapport for avdelingen disse dagene.',
    todayWarning:
      'Perioden tar med i dag. Dagens Z-rapport er ikke tatt ennå, så dagens salg kommer først med i en eksport etter dagsoppgjøret.',
    settingsLink: 'Kontoene bilagene føres på, endrer du under Innstillinger → Regnskap.',
    previewTitle: (from: string, to: string) => `Bilag ${from}–${to}`,
    summary: (vouchers: number, postings: number) => `${vouchers} bilag med ${postings} ${postings === 1 ? 'postering' : 'posteringer'}.`,
    shownFirst: (shown: number, total: number) => `Viser de ${shown} første av ${total} bilag. Filen inneholder alle.`,
    columns: {
      date: 'Dato',
      number: 'Bilagsnr.',
      account: 'Konto',
      vatCode: 'MVA-kode',
      debit: 'Debet',
      credit: 'Kredit',
      description: 'Beskrivelse',
    },
    total: 'Sum',
    balanced: 'Debet og kredit går i balanse.',
    unbalanced: 'Debet og kredit går ikke i balanse. Ikke importer filen; kontakt support.',
    notExported: 'Ny',
    notExportedHint: 'Ny: får nummeret når bilagene lastes ned første gang.',
    format: 'Format',
    formats: {
      gbat10: 'GBAT10 (Tripletex, PowerOffice Go, Visma eAccounting)',
      csv: 'CSV (semikolon)',
      xlsx: 'Excel (xlsx)',
    } satisfies Record<VoucherFormat, string>,
    download: 'Last ned',
    downloadBusy: 'Lager fil …',
    downloadFor: (from: string, to: string) => `Filen tar med bilagene ${from}–${to} som vist.`,
    downloaded: (fileName: string) => `Filen «${fileName}» er lastet ned.`,
    downloadFailed: 'Kunne ikke lage filen. Prøv igjen.',
  },
};
