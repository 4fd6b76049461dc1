import type { formsNb } from '../forms';
import type { Translation } from '../translation';

/** English texts every form and every data screen shares: saving, errors, unsaved changes, loading states (mirrors `../forms.ts`). */
export const formsEn: Translation<typeof formsNb> = {
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Saved',
  saveFailed: 'Could not save the changes. Try again.',
  errorSummary: (count: number) =>
    count === 1 ? 'The form has 1 error. Correct the marked field.' : `The form has ${count} errors. Correct the marked fields.`,
  unsaved: {
    title: 'Unsaved changes',
    text: 'You have changes that are not saved. Do you want to leave the page?',
    leave: 'Leave the page',
    stay: 'Stay on the page',
  },
  /** The notice of an instant action with 'Undo' (components/undo-notice.tsx). */
  undo: {
    action: 'Undo',
    label: (done: string) => `Undo: ${done}`,
    close: 'Close the message',
    failed: 'Could not undo. Try again.',
  },
  screen: {
    loadFailed: 'Could not load the data. Try again later.',
    retry: 'Try again',
    notFoundTitle: 'We could not find what you are looking for',
    notFoundText: 'It does not exist, or it has been deleted.',
    back: 'Back',
  },
};
