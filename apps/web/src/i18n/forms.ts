/** Texts every form and every data screen shares: saving, errors, unsaved changes, loading states. Mounted as `nb.forms`. */
export const formsNb = {
  save: 'Lagre',
  cancel: 'Avbryt',
  saved: 'Lagret',
  saveFailed: 'Kunne ikke lagre endringene. Prøv igjen.',
  errorSummary: (count: number) =>
    count === 1 ? 'Skjemaet har 1 feil. Rett feltet som er merket.' : `Skjemaet har ${count} feil. Rett feltene som er merket.`,
  unsaved: {
    title: 'Ulagrede endringer',
    text: 'Du har endringer som ikke er lagret. Vil du forlate siden?',
    leave: 'Forlat siden',
    stay: 'Bli på siden',
  },
  /** The notice of an instant action with 'Angre' (components/undo-notice.tsx). */
  undo: {
    action: 'Angre',
    label: (done: string) => `Angre: ${done}`,
    close: 'Lukk meldingen',
    failed: 'Kunne ikke angre. Prøv igjen.',
  },
  screen: {
    loadFailed: 'Kunne ikke hente dataene. Prøv igjen senere.',
    retry: 'Prøv igjen',
    notFoundTitle: 'Fant ikke det du leter etter',
    notFoundText: 'Det finnes ikke, eller det er slettet.',
    back: 'Tilbake',
  },
} as const;
