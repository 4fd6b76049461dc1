import { ConfirmDialog } from '@/components/confirm-dialog';
import { texts } from '@/i18n';
import type { LeaveQuestion } from './unsaved-changes';

/** 'Du har endringer som ikke er lagret. Vil du forlate siden?' with 'Forlat siden' and 'Bli på siden' (focused). */
export function UnsavedChangesDialog({ question }: { question: LeaveQuestion }) {
  const t = texts.forms.unsaved;
  return (
    <ConfirmDialog
      opened={question.opened}
      title={t.title}
      message={t.text}
      confirmLabel={t.leave}
      cancelLabel={t.stay}
      onConfirm={() => question.answer(true)}
      onCancel={() => question.answer(false)}
    />
  );
}
