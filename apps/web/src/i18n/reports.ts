import { GOODS_TYPE_REPORT_TITLE, REPORT_TITLES } from '@bakrom/shared/report-labels';

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
