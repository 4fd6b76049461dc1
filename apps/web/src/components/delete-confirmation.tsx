import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/** What the question needs of a delete mutation (a TanStack mutation fits). */
interface DeleteMutation<V> {
  mutate: (variables: V, options?: { onSuccess?: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  isError: boolean;
}

/**
 * The question before a list row is deleted: `ask(entry)` opens it, 'Slett' deletes the entry once and
 * closes it, a failure keeps it open with its message, and closing it forgets the failure.
 */
export function useDeleteConfirmation<T, V>(remove: DeleteMutation<V>, variables: (entry: T) => V) {
  const [entry, setEntry] = useState<T | null>(null);
  const close = () => {
    setEntry(null);
    remove.reset();
  };
  return {
    entry,
    ask: (next: T) => setEntry(next),
    close,
    confirm: () => {
      if (entry !== null) remove.mutate(variables(entry), { onSuccess: close });
    },
    pending: remove.isPending,
    failed: remove.isError,
  };
}

export type DeleteConfirmation<T> = ReturnType<typeof useDeleteConfirmation<T, unknown>>;

interface DeleteConfirmDialogProps<T> {
  confirmation: DeleteConfirmation<T>;
  title: string;
  /** What is deleted, in a sentence. */
  message: (entry: T) => ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Shown in the dialog when the delete failed. */
  failedText: string;
}

/** The dialog of `useDeleteConfirmation`. */
export function DeleteConfirmDialog<T>({
  confirmation,
  title,
  message,
  confirmLabel,
  cancelLabel,
  failedText,
}: DeleteConfirmDialogProps<T>) {
  const { entry } = confirmation;
  return (
    <ConfirmDialog
      opened={entry !== null}
      title={title}
      message={entry !== null ? message(entry) : ''}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      pending={confirmation.pending}
      error={confirmation.failed ? failedText : null}
      onCancel={confirmation.close}
      onConfirm={confirmation.confirm}
    />
  );
}
