/**
 * Texts of the super-admin page /cloudprnt (spec part 2 §2.21: merchant, outlet name, the print-service
 * document as formatted text, 'Empty currentJobs & jobsPrinted'). Mounted in the catalogue as `nb.printing`.
 */
export const printingNb = {
  title: 'CloudPRNT',
  description: 'Utskriftskøen (print-service-dokumentet) til avdelingens Star CloudPRNT-skrivere.',
  location: 'Avdeling',
  noLocations: 'Ingen avdelinger er satt opp.',
  merchant: 'Merchant',
  outletName: 'Utsalgssted',
  documentTitle: 'Print-service-dokument',
  noDocument: 'Avdelingen har ingen utskriftskø ennå: skriverne har ikke fått noen jobber.',
  counts: (current: number, printed: number) => `${current} i currentJobs, ${printed} i jobsPrinted`,
  failed: 'Kunne ikke hente utskriftskøen. Prøv igjen senere.',
  forbidden: 'Denne siden er bare tilgjengelig for superadministratorer.',
  emptyButton: 'Empty currentJobs & jobsPrinted',
  emptyTitle: 'Empty currentJobs & jobsPrinted',
  emptyText: (outlet: string) => `Vil du tømme currentJobs og jobsPrinted for ${outlet}? Jobber som venter, blir ikke skrevet ut.`,
  emptyConfirm: 'Tøm',
  cancel: 'Avbryt',
  emptyFailed: 'Kunne ikke tømme utskriftskøen. Prøv igjen.',
  emptied: 'currentJobs og jobsPrinted er tømt.',
  printerTitle: 'Skriveroppsett',
  printerHelp:
    'Skriverne spør serveren etter jobber på adressen under. De logger inn med HTTP Basic: valgfritt brukernavn og skrivernøkkelen som passord.',
  serverUrl: 'Server-URL',
  keyCreated: (time: string) => `Skrivernøkkelen ble laget ${time}.`,
  noKey: 'Avdelingen har ingen skrivernøkkel: ingen skriver kan hente jobber.',
  rotateButton: 'Lag ny skrivernøkkel',
  rotateTitle: 'Lag ny skrivernøkkel',
  rotateText: 'Den gamle nøkkelen slutter å virke med en gang. Skriverne må få den nye før de kan skrive ut igjen.',
  rotateConfirm: 'Lag ny nøkkel',
  rotateFailed: 'Kunne ikke lage en ny skrivernøkkel. Prøv igjen.',
  newKeyTitle: 'Ny skrivernøkkel',
  newKeyText: 'Skriv den inn som passord i skriverens CloudPRNT-oppsett nå: den vises bare denne ene gangen.',
};
