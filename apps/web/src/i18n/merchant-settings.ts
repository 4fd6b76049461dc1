import type { Functionality } from '@bakrom/shared/enums';

/**
 * VAT (/vat, /vatEdit), the company (/company) and the merchant settings (/merchant). Texts only: the
 * catalogue is in the first page load, which carries no schema library.
 */
export const merchantSettingsNb = {
  vat: {
    title: 'Merverdiavgift (MVA)',
    editTitle: 'Endre merverdiavgift (MVA)',
    dineIn: 'Spise her',
    takeOut: 'Ta med',
    delivery: 'Levere',
    percent: (value: string) => `${value} %`,
    updated: (when: string) => `Sist endret ${when}`,
    edit: 'Endre MVA-satsene',
    editNotice:
      'Merverdiavgiften fastsettes av Skatteetaten. Sjekk at satsene er riktige før du lagrer: de gjelder for alle nye bestillinger og prisene med MVA i menyen. Bestillinger som allerede er tatt, beholder satsen de ble solgt med.',
    rateLabel: (name: string) => `${name} (%)`,
    back: 'Tilbake til MVA',
    saved: 'MVA-satsene er oppdatert',
    loadFailed: 'Kunne ikke hente MVA-satsene. Prøv igjen.',
    saveFailed: 'Kunne ikke lagre MVA-satsene. Ingenting er endret – prøv igjen.',
  },
  company: {
    title: 'Firmainnstillinger',
    name: 'Firmanavn (som i Brønnøysundregistrene)',
    vatNumber: 'Organisasjonsnummer',
    vatNumberHint: 'Ni sifre, for eksempel 923 609 016',
    street: 'Adresse',
    zipCode: 'Postnummer',
    city: 'Sted',
    phone: 'Telefon',
    email: 'E-post',
    saved: 'Firmainnstillingene er oppdatert',
    loadFailed: 'Kunne ikke hente firmainnstillingene. Prøv igjen.',
    saveFailed: 'Kunne ikke lagre firmainnstillingene. Ingenting er endret – prøv igjen.',
  },
  merchant: {
    title: 'Merchant',
    logo: 'Logo',
    logoPick: 'Velg bildefil',
    logoUpload: 'Last opp',
    logoRemove: 'Fjern logo',
    logoUploaded: 'Logoen er lastet opp. Trykk Lagre for å ta den i bruk.',
    logoPreview: 'Logo',
    logoUploadFailed: 'Kunne ikke laste opp logoen. Prøv igjen.',
    functionality: 'Funksjonalitet',
    functionalityPlaceholder: 'Velg funksjonalitet',
    functionalities: {
      WEBSITE: 'WEBSITE – bare nettside med meny',
      TAKEAWAY: 'TAKEAWAY – nettbestilling for henting',
      KIOSK_TAKEAWAY: 'KIOSK_TAKEAWAY – selvbetjening og nettbestilling',
      POS: 'POS – kasse',
      ALL: 'ALL – alt',
    } satisfies Record<Functionality, string>,
    questions: {
      websiteShowDineInMenu: 'Vis spise her-menyen på nettsiden?',
      showAvailableOnDays: "Vis 'tilgjengelig på dager' i produktskjemaene?",
      showSpicyLevelSelections: 'Vis valg av styrkegrad i produktskjemaene?',
      takeawayAutoSmsConfirm: 'Send SMS-bekreftelse automatisk?',
      takeawayAutoSetOrdersAsCompleted: 'Merk bekreftede bestillinger som fullført ved dagens slutt?',
    },
    yes: 'Ja',
    no: 'Nei',
    settleAt: 'Automatisk dagsoppgjør for nettbutikken',
    settleAtOptions: { '': 'Ingen automatisk oppgjør', '23:55': 'Kl. 23:55', '05:00': 'Kl. 05:00 (neste morgen)' },
    settleTills: 'Ta også dagsoppgjør (Z) av kassene automatisk',
    settleTillsDescription:
      'Kassene som har salg uten Z-rapport, får dagsoppgjøret tatt på tidspunktet over, slik som nettbutikken og kiosken. Gjelder bare når et tidspunkt er valgt.',
    saved: 'Merchant innstillingene er oppdatert',
    loadFailed: 'Kunne ikke hente merchant-innstillingene. Prøv igjen.',
    saveFailed: 'Kunne ikke lagre merchant-innstillingene. Ingenting er endret – prøv igjen.',
  },
} as const;
