import type { FormEvent, ReactNode, RefObject } from 'react';
import { Paper, Stack, type MantineSpacing } from '@mantine/core';
import { FormActions, type MainAction } from './form-actions';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';
import type { LeaveQuestion } from './unsaved-changes';

/** What the shell needs of `useForm`. */
interface ShellForm {
  formRef: RefObject<HTMLFormElement | null>;
  submit: (event?: FormEvent) => unknown;
  pending: boolean;
  failure: string | null;
  errorCount: number;
  attempt: number;
  leaveQuestion: LeaveQuestion;
  letGo: () => void;
}

interface FormShellProps {
  form: ShellForm;
  children: ReactNode;
  testId?: string;
  /** The main button; 'Lagre' by default. */
  main?: MainAction;
  /** Where 'Avbryt' leads; without it there is no cancel button. */
  cancelTo?: string;
  /** A success message shown above the buttons (forms that save in place). */
  saved?: string | null;
  savedTestId?: string;
  /** Fields in a bordered panel (the default), or as they are (a wide table). */
  framed?: boolean;
  gap?: MantineSpacing;
}

/**
 * Every form's frame: the fields, the error summary and messages, the buttons, and the unsaved-changes
 * question. 'Avbryt' is a choice to throw the changes away, so it leaves without asking.
 */
export function FormShell({ form, children, testId, main, cancelTo, saved, savedTestId, framed = true, gap = 'md' }: FormShellProps) {
  return (
    <>
      <form ref={form.formRef} onSubmit={(event) => void form.submit(event)} noValidate data-testid={testId}>
        <Stack gap={gap}>
          {framed ? (
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
              <Stack gap="md">{children}</Stack>
            </Paper>
          ) : (
            children
          )}
          <FormActions
            pending={form.pending}
            failure={form.failure}
            errorCount={form.errorCount}
            attempt={form.attempt}
            saved={saved}
            savedTestId={savedTestId}
            main={main}
            cancelTo={cancelTo}
            onCancel={form.letGo}
          />
        </Stack>
      </form>
      <UnsavedChangesDialog question={form.leaveQuestion} />
    </>
  );
}
