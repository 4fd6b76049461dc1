import type { SalesComparison } from '@bakrom/shared/sales-analytics';
import type { reportsNb } from '../reports';
import type { Translation } from '../translation';

/** English texts of the report screens (mirrors `../reports.ts`). The report files themselves stay Norwegian. */
export const reportsEn: Translation<typeof reportsNb> = {
  titles: {
    xReport: 'X report',
    zReport: 'Z report',
    totalSalesReport: 'Turnover report',
    alcoholReport: 'Alcohol report',
    goodsTypeReport: 'Sales by goods type (særskilt registrering)',
    smsReport: 'SMS report',
    transactionsReport: 'Transactions',
    salesAnalytics: 'Sales analytics',
    xReportRegenerate: 'Regenerate settlement report',
    webshopXReportRegenerateAll: 'Regenerate all settlement reports for the online shop',
  },
  pickers: {
    label: 'Choose report',
    location: 'Location',
    terminal: 'Till',
    date: 'Choose date',
    fromDate: 'From date',
    toDate: 'To date',
    year: 'Year',
    datePlaceholder: 'DD.MM.YYYY',
    nextMonth: 'Next month',
    previousMonth: 'Previous month',
    noTerminals: 'No tills are set up for this location.',
    chooseTerminal: 'Choose a till.',
  },
  show: {
    xReport: 'Show X report',
    zReport: 'Show Z report',
    totalSalesReport: 'Show turnover report',
    alcoholReport: 'Show alcohol report',
    goodsTypeReport: 'Show report',
    smsReport: 'Show SMS report',
    transactionsReport: 'Show transactions',
  },
  empty: {
    xReport: 'No sales on this till since the last settlement.',
    zReport: 'No Z report found.',
    totalSalesReport: 'No sales.',
    alcoholReport: 'No alcohol sales.',
    goodsTypeReport: (year: string) => `No sales in ${year}.`,
    smsReport: 'No SMS messages were sent in this period.',
  },
  /** The file buttons of every report: the accessible names name the report ('Download X report as PDF'). */
  downloads: {
    pdf: (report: string) => `Download ${report} as PDF`,
    csv: (report: string) => `Download ${report} as CSV`,
    xlsx: (report: string) => `Download ${report} as Excel`,
    /** What the buttons show (the PDF's is an icon with its name as tooltip). */
    short: { pdf: 'PDF', csv: 'CSV', xlsx: 'Excel' },
    /** A download that failed, then the server's reason or 'Please try again.'. */
    failed: (report: string, format: string) => `Could not download ${report} as ${format}.`,
    tryAgain: 'Please try again.',
  },
  settle: {
    button: (terminal: string) => `Run today's settlement for ${terminal}`,
    title: "Run today's settlement",
    confirm: 'Do you want to create the settlement report for this till?',
    consequence: (terminal: string) =>
      `The settlement for ${terminal} gets the next Z number, and the sales are included in it. This cannot be undone.`,
    yes: 'Yes',
    cancel: 'Cancel',
    done: (nr: number) => `Settlement no. ${nr} is complete.`,
    failed: 'The settlement was not run. Please try again.',
    automaticNote:
      'The daily settlement for the online shop and the self-service kiosk is run automatically at the end of the day if it has not been run by hand.',
    automaticTillNote:
      'The daily settlement for the tills is run automatically at the end of the day if it has not been run by hand (chosen under Settings).',
  },
  header: {
    report: 'Report',
    period: (from: string, to: string) => (from === to ? from : `${from} – ${to}`),
    sincePrevious: (nr: number, at: string) => `Since Z no. ${nr} (${at})`,
    firstPeriod: 'Since the till was first used',
    replaced: (nr: number) => `Replaced by Z no. ${nr}`,
    zTitle: (nr: number) => `Z report no. ${nr}`,
    takenBy: (who: string) => `Run by ${who}`,
    automatic: 'Run automatically',
  },
  tables: {
    scrollHint: 'The table can be scrolled sideways.',
  },
  totalSales: {
    turnover: 'Total turnover',
    /** The turnover and the tips, what every means of payment (bonus points included) paid together. */
    paid: 'Total paid (turnover and tips)',
  },
  alcohol: {
    total: 'Total alcohol sales',
    perCategory: 'Alcohol sales by category',
  },
  /** Særskilt registrering: a licensed location's sales of a year per goods type (SAF-T article group). */
  goodsType: {
    intro: 'Yearly sales by goods type for locations with a licence to serve or sell alcohol.',
    perGoodsType: 'Sales by goods type',
    goodsType: 'Goods type',
  },
  sms: {
    messageCount: 'Number of messages',
    smsCount: 'Number of SMS',
    totalPrice: 'Total price',
    priceNote: '1 kr per SMS. One SMS holds 160 characters; longer messages use more.',
  },
  transactions: {
    cardTypes: 'Other card types, by type',
  },
  /** Sales analytics (/salesAnalytics): key figures against a comparison period, product mix, hours, channels. */
  salesAnalytics: {
    intro: 'Sales in a period compared with the period before or the same period last year. Amounts include VAT and exclude tips.',
    form: 'Choose analysis',
    location: 'Location',
    allLocations: 'All locations',
    channel: 'Channel',
    allChannels: 'All channels',
    fromDate: 'From date',
    toDate: 'To date',
    compare: 'Compare with',
    compareOptions: { previous: 'Previous period', lastYear: 'Same period last year' } satisfies Record<SalesComparison, string>,
    /** 'Compared with 16.11.2026–22.11.2026' (DD.MM.YYYY). */
    comparedWith: (period: string) => `Compared with ${period}`,
    /** The period shown above the figures: 'Period: 23.11.2026–29.11.2026'. */
    period: (period: string) => `Period: ${period}`,
    tooLong: 'The period can be at most one year',
    nothingSold: 'No sales in the period.',
    updating: 'Updating…',
    keyFigures: {
      title: 'Key figures',
      netSales: 'Net sales',
      orders: 'Orders',
      averageOrderValue: 'Average order',
      itemsPerOrder: 'Items per order',
      refunds: 'Refunds',
      discounts: 'Discounts',
      tips: 'Tips',
      /** Under the refunded amount: its share of the goods sold. */
      refundRate: (rate: string) => `${rate} of sales`,
      /** The comparison period's figure under the change. */
      previous: (value: string) => `Comparison period: ${value}`,
    },
    /** A change against the comparison period: the arrow and the figure are shown, the word is read. */
    change: {
      none: 'No comparison',
      up: 'Increase',
      down: 'Decrease',
      flat: 'Unchanged',
    },
    products: {
      title: 'Product mix',
      table: 'Products',
      groupByCategory: 'Group by category',
      columns: {
        product: 'Product',
        category: 'Category',
        units: 'Quantity',
        sales: 'Sales',
        share: 'Share',
        rank: 'Rank',
        change: 'Change',
      },
      notSold: 'Not sold',
      /** 'Margherita – Large': an item and its variant. */
      variant: (name: string, variant: string) => `${name} – ${variant}`,
      subtotal: (category: string) => `${category} total`,
      empty: 'No products in the period.',
    },
    addOns: {
      title: 'Add-ons',
      name: 'Add-on',
      empty: 'No add-ons sold in the period.',
    },
    hours: {
      title: 'Hours and weekdays',
      heatMap: 'Weekdays and hours',
      measure: 'Show',
      measures: { sales: 'Sales', orders: 'Orders' },
      weekday: 'Weekday',
      /** ISO weekdays 1–7, short in the grid and whole in the table. */
      weekdaysShort: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      /** The figures' table: 'Sales by weekday and hour'. */
      caption: (measure: string) => `${measure} by weekday and hour`,
      /** The hover text of a cell: 'Monday at 11:00 – 1 234,00 kr'. */
      cell: (weekday: string, hour: string, value: string) => `${weekday} at ${hour}:00 – ${value}`,
      orders: (count: string) => (count === '1' ? '1 order' : `${count} orders`),
      low: 'Low',
      high: 'High',
      empty: 'No sales in the period.',
    },
    byHour: {
      title: 'Sales by hour',
      day: 'Day',
      hour: 'Hour',
      caption: (date: string) => `Sales by hour, ${date}`,
      /** A day's series: 'Sales 29.11.2026'. */
      series: (date: string) => `Sales ${date}`,
      outsidePeriod: 'Choose a day in the period',
      empty: 'No sales on this day or the comparison day.',
    },
    channels: {
      title: 'Channels and order types',
      channelsTable: 'Sales by channel',
      orderTypesTable: 'Sales by order type',
      channel: 'Channel',
      orderType: 'Order type',
      sales: 'Sales',
      orders: 'Orders',
      change: 'Change',
      timeline: 'Sales over time',
      splitBy: 'Split by',
      splits: { channels: 'Channel', orderTypes: 'Order type' },
      buckets: { day: 'Day', week: 'Week', month: 'Month' },
      /** 'Week 48 (from 23.11.2026)': a week of the timeline, from its first day inside the period. */
      week: (week: number, from: string) => `Week ${week} (from ${from})`,
      weekShort: (week: number) => `W${week}`,
      total: 'Total',
      caption: (split: string) => `Sales over time by ${split.toLowerCase()}`,
    },
  },
  regenerate: {
    warningTitle: 'Read this before you continue',
    backup:
      'Back up the database before you regenerate a settlement: with the built-in database, “npm run cli -- backup --out FILE” (stop the server first); with PostgreSQL, pg_dump (see docs/operations.md).',
    increments: 'The new settlement gets the next Z number for the till; numbers are never reused.',
    replaces:
      "The day's existing Z report is not deleted: it is kept and marked as replaced by the new one. That day's sales are included in the new settlement.",
    showChangesNothing: "'Show X report' shows the figures for the day and changes nothing.",
    settleFor: (terminal: string, date: string) => `Regenerate the settlement for ${terminal} on ${date}`,
    button: (terminal: string, date: string) => `Regenerate the settlement of ${date} for ${terminal}`,
    done: (nr: number) => `The settlement has been regenerated as Z no. ${nr}.`,
    showZReport: (nr: number) => `Show Z report no. ${nr}`,
  },
  webshopAll: {
    intro:
      'Creates a Z report for the online shop for each day, from the date you choose up to and including yesterday, whose sales are not yet in a settlement.',
    button: 'Create settlement reports',
    confirmTitle: 'Create settlement reports for the online shop',
    confirm: (date: string) => `Do you want to create settlement reports for the online shop from ${date} up to and including yesterday?`,
    created: (count: number) => (count === 1 ? '1 settlement report was created.' : `${count} settlement reports were created.`),
    noneCreated: 'There were no days without a settlement in the period. No settlement report was created.',
    failed: 'The settlement reports were not created. Please try again.',
    createdTitle: 'New settlement reports',
  },
};
