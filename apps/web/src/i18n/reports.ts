import { GOODS_TYPE_REPORT_TITLE, REPORT_TITLES } from '@bakrom/shared/report-labels';
import { SALES_ANALYTICS_PERIOD_MESSAGE, type SalesComparison } from '@bakrom/shared/sales-analytics';

/**
 * Texts of the report screens (spec part 1 §2 X-report … Regenerate all webshop settlement reports).
 * The rows and headings of the reports themselves are in @bakrom/shared/report-labels, shared with the PDFs.
 * Mounted in the catalogue as `nb.reports`.
 */
export const reportsNb = {
  titles: {
    xReport: REPORT_TITLES.xReport,
    zReport: REPORT_TITLES.zReport,
    totalSalesReport: REPORT_TITLES.totalSalesReport,
    alcoholReport: REPORT_TITLES.alcoholReport,
    goodsTypeReport: GOODS_TYPE_REPORT_TITLE,
    smsReport: REPORT_TITLES.smsReport,
    transactionsReport: REPORT_TITLES.transactionsReport,
    salesAnalytics: 'Salgsanalyse',
    xReportRegenerate: 'Regenerer oppgjørsrapport',
    webshopXReportRegenerateAll: 'Regenerer alle oppgjørsrapporter for nettbutikken',
  },
  pickers: {
    label: 'Velg rapport',
    location: 'Avdeling',
    terminal: 'Kassepunkt',
    date: 'Velg dato',
    fromDate: 'Fra dato',
    toDate: 'Til dato',
    year: 'År',
    datePlaceholder: 'DD.MM.ÅÅÅÅ',
    nextMonth: 'Neste måned',
    previousMonth: 'Forrige måned',
    noTerminals: 'Ingen kassepunkt er satt opp for denne avdelingen.',
    chooseTerminal: 'Velg et kassepunkt.',
  },
  show: {
    xReport: 'Vis X-rapport',
    zReport: 'Vis Z-rapport',
    totalSalesReport: 'Vis omsetningsrapport',
    alcoholReport: 'Vis alkoholrapport',
    goodsTypeReport: 'Vis rapport',
    smsReport: 'Vis SMS rapport',
    transactionsReport: 'Vis transaksjoner',
  },
  empty: {
    xReport: 'Ingen omsetning fra dette kassepunktet siden forrige oppgjør.',
    zReport: 'Fant ingen Z-rapport.',
    totalSalesReport: 'Ingen omsetning.',
    alcoholReport: 'Ingen alkoholsalg.',
    goodsTypeReport: (year: string) => `Ingen salg i ${year}.`,
    smsReport: 'Ingen SMS har blitt sendt i denne perioden.',
  },
  /** The file buttons of every report: the accessible names name the report ('Last ned X-rapport som PDF'). */
  downloads: {
    pdf: (report: string) => `Last ned ${report} som PDF`,
    csv: (report: string) => `Last ned ${report} som CSV`,
    xlsx: (report: string) => `Last ned ${report} som Excel`,
    /** What the buttons show (the PDF's is an icon with its name as tooltip). */
    short: { pdf: 'PDF', csv: 'CSV', xlsx: 'Excel' },
    /** A download that failed, then the server's reason or 'Prøv igjen.'. */
    failed: (report: string, format: string) => `Kunne ikke laste ned ${report} som ${format}.`,
    tryAgain: 'Prøv igjen.',
  },
  settle: {
    button: (terminal: string) => `Ta dagens oppgjør for ${terminal}`,
    title: 'Ta dagens oppgjør',
    confirm: 'Vil du generere oppgjørsrapport for dette kassepunktet?',
    consequence: (terminal: string) => `Oppgjøret for ${terminal} får neste Z-nummer, og salget tas med i oppgjøret. Det kan ikke angres.`,
    yes: 'Ja',
    cancel: 'Avbryt',
    done: (nr: number) => `Oppgjør nr ${nr} er tatt.`,
    failed: 'Oppgjøret ble ikke tatt. Prøv igjen.',
    automaticNote:
      'Dagsoppgjør for nettbutikken og selvbetjeningskiosken tas automatisk ved slutten av dagen hvis det ikke er tatt manuelt.',
    automaticTillNote:
      'Dagsoppgjør for kassene tas automatisk ved slutten av dagen hvis det ikke er tatt manuelt (valgt under Innstillinger).',
  },
  header: {
    report: 'Rapport',
    period: (from: string, to: string) => (from === to ? from : `${from} – ${to}`),
    sincePrevious: (nr: number, at: string) => `Siden Z nr ${nr} (${at})`,
    firstPeriod: 'Siden kassepunktet ble tatt i bruk',
    replaced: (nr: number) => `Erstattet av Z nr ${nr}`,
    zTitle: (nr: number) => `Z-rapport nr ${nr}`,
    takenBy: (who: string) => `Tatt av ${who}`,
    automatic: 'Tatt automatisk',
  },
  tables: {
    scrollHint: 'Tabellen kan rulles sidelengs.',
  },
  totalSales: {
    turnover: 'Total omsetning',
    /** The turnover and the tips, what every means of payment (bonus points included) paid together. */
    paid: 'Totalt betalt (omsetning og tips)',
  },
  alcohol: {
    total: 'Totalt alkoholsalg',
    perCategory: 'Alkoholsalg per kategori',
  },
  /** Særskilt registrering: a licensed location's sales of a year per goods type (SAF-T article group). */
  goodsType: {
    intro: 'Årlig salg per varegruppe for avdelinger med skjenke- eller salgsbevilling.',
    perGoodsType: 'Salg per varegruppe',
    goodsType: 'Varegruppe',
  },
  sms: {
    messageCount: 'Antall meldinger',
    smsCount: 'Antall SMS',
    totalPrice: 'Pris totalt',
    priceNote: '1 kr per SMS. En SMS har plass til 160 tegn; lengre meldinger bruker flere.',
  },
  transactions: {
    cardTypes: 'Andre korttyper fordelt',
  },
  /** Salgsanalyse (/salesAnalytics): key figures against a comparison period, product mix, hours, channels. */
  salesAnalytics: {
    intro: 'Salget i en periode sammenlignet med perioden før eller samme periode i fjor. Beløp er med MVA, uten tips.',
    form: 'Velg analyse',
    location: 'Avdeling',
    allLocations: 'Alle avdelinger',
    channel: 'Kanal',
    allChannels: 'Alle kanaler',
    fromDate: 'Fra dato',
    toDate: 'Til dato',
    compare: 'Sammenlign med',
    compareOptions: { previous: 'Forrige periode', lastYear: 'Samme periode i fjor' } satisfies Record<SalesComparison, string>,
    /** 'Sammenlignet med 16.11.2026–22.11.2026' (DD.MM.YYYY). */
    comparedWith: (period: string) => `Sammenlignet med ${period}`,
    /** The period shown above the figures: 'Periode: 23.11.2026–29.11.2026'. */
    period: (period: string) => `Periode: ${period}`,
    tooLong: SALES_ANALYTICS_PERIOD_MESSAGE,
    nothingSold: 'Ingen salg i perioden.',
    updating: 'Oppdaterer …',
    keyFigures: {
      title: 'Nøkkeltall',
      netSales: 'Nettosalg',
      orders: 'Ordrer',
      averageOrderValue: 'Snittordre',
      itemsPerOrder: 'Varer per ordre',
      refunds: 'Refusjoner',
      discounts: 'Rabatter',
      tips: 'Tips',
      /** Under the refunded amount: its share of the goods sold. */
      refundRate: (rate: string) => `${rate} av salget`,
      /** The comparison period's figure under the change. */
      previous: (value: string) => `Sammenligningsperioden: ${value}`,
    },
    /** A change against the comparison period: the arrow and the figure are shown, the word is read. */
    change: {
      none: 'Ingen sammenligning',
      up: 'Økning',
      down: 'Nedgang',
      flat: 'Uendret',
    },
    products: {
      title: 'Produktmiks',
      table: 'Produkter',
      groupByCategory: 'Grupper etter kategori',
      columns: {
        product: 'Produkt',
        category: 'Kategori',
        units: 'Antall',
        sales: 'Salg',
        share: 'Andel',
        rank: 'Rangering',
        change: 'Endring',
      },
      notSold: 'Ikke solgt',
      /** 'Margherita – Stor': an item and its variant. */
      variant: (name: string, variant: string) => `${name} – ${variant}`,
      subtotal: (category: string) => `Sum ${category}`,
      empty: 'Ingen produkter i perioden.',
    },
    addOns: {
      title: 'Tillegg',
      name: 'Tillegg',
      empty: 'Ingen tillegg solgt i perioden.',
    },
    hours: {
      title: 'Timer og ukedager',
      heatMap: 'Ukedager og timer',
      measure: 'Vis',
      measures: { sales: 'Salg', orders: 'Ordrer' },
      weekday: 'Ukedag',
      /** ISO weekdays 1–7, short in the grid and whole in the table. */
      weekdaysShort: ['Man', 'Tir', 'Ons', 'Tor', 'Fre', 'Lør', 'Søn'],
      weekdays: ['Mandag', 'Tirsdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lørdag', 'Søndag'],
      /** The figures' table: 'Salg per ukedag og time'. */
      caption: (measure: string) => `${measure} per ukedag og time`,
      /** The hover text of a cell: 'Mandag kl. 11: 1 234,00 kr'. */
      cell: (weekday: string, hour: string, value: string) => `${weekday} kl. ${hour}: ${value}`,
      orders: (count: string) => `${count} ordrer`,
      low: 'Lite',
      high: 'Mye',
      empty: 'Ingen salg i perioden.',
    },
    byHour: {
      title: 'Salg per time',
      day: 'Dag',
      hour: 'Time',
      caption: (date: string) => `Salg per time ${date}`,
      /** A day's series: 'Salg 29.11.2026'. */
      series: (date: string) => `Salg ${date}`,
      outsidePeriod: 'Velg en dag i perioden',
      empty: 'Ingen salg denne dagen eller sammenligningsdagen.',
    },
    channels: {
      title: 'Kanaler og ordretyper',
      channelsTable: 'Salg per kanal',
      orderTypesTable: 'Salg per ordretype',
      channel: 'Kanal',
      orderType: 'Ordretype',
      sales: 'Salg',
      orders: 'Ordrer',
      change: 'Endring',
      timeline: 'Salg over tid',
      splitBy: 'Fordelt på',
      splits: { channels: 'Kanal', orderTypes: 'Ordretype' },
      buckets: { day: 'Dag', week: 'Uke', month: 'Måned' },
      /** 'Uke 48 (fra 23.11.2026)': a week of the timeline, from its first day inside the period. */
      week: (week: number, from: string) => `Uke ${week} (fra ${from})`,
      weekShort: (week: number) => `U${week}`,
      total: 'Totalt',
      caption: (split: string) => `Salg over tid per ${split.toLowerCase()}`,
    },
  },
  regenerate: {
    warningTitle: 'Les dette før du fortsetter',
    backup:
      'Ta sikkerhetskopi av databasen før du regenererer et oppgjør: med den innebygde databasen «npm run cli -- backup --out FIL» (stopp serveren først), med PostgreSQL pg_dump (se docs/operations.md).',
    increments: 'Det nye oppgjøret får neste Z-nummer for kassepunktet; numrene gjenbrukes aldri.',
    replaces:
      'Dagens eksisterende Z-rapport slettes ikke: den beholdes og merkes som erstattet av den nye. Salget den dagen tas med i det nye oppgjøret.',
    showChangesNothing: "'Vis X-rapport' viser tallene for dagen og endrer ingenting.",
    settleFor: (terminal: string, date: string) => `Regenerer oppgjøret for ${terminal} ${date}`,
    button: (terminal: string, date: string) => `Regenerer oppgjøret for ${date} for ${terminal}`,
    done: (nr: number) => `Oppgjøret er regenerert som Z nr ${nr}.`,
    showZReport: (nr: number) => `Vis Z-rapport nr ${nr}`,
  },
  webshopAll: {
    intro:
      'Lager en Z-rapport for nettbutikken for hver dag fra datoen du velger til og med i går der salget ikke er tatt med i et oppgjør.',
    button: 'Opprett oppgjørsrapporter',
    confirmTitle: 'Opprett oppgjørsrapporter for nettbutikken',
    confirm: (date: string) => `Vil du generere oppgjørsrapporter for nettbutikken fra ${date} til og med i går?`,
    created: (count: number) => (count === 1 ? 'Det ble laget 1 oppgjørsrapport.' : `Det ble laget ${count} oppgjørsrapporter.`),
    noneCreated: 'Det var ingen dager uten oppgjør i perioden. Ingen oppgjørsrapport ble laget.',
    failed: 'Oppgjørsrapportene ble ikke laget. Prøv igjen.',
    createdTitle: 'Nye oppgjørsrapporter',
  },
} as const;
