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
  /** The form's accessible name, and its landmark role ('search' for a search form). */
  label?: string;
  role?: 'search';
  /** The main button; 'Lagre' by default; null when the form places its own among the fields. */
  main?: MainAction | null;
  /** Where 'Avbryt' leads; without it there is no cancel button. */
  cancelTo?: string;
  /** A success message shown above the buttons (forms that save in place). */
  saved?: string | null;
  savedTestId?: string;
  failureTestId?: string;
  /** Below the buttons (a notice, the result of the last submit). */
  footer?: ReactNode;
  /** Fields in a bordered panel (the default), or as they are (a wide table). */
  framed?: boolean;
  gap?: MantineSpacing;
}

/**
 * Every form's frame: the fields, the error summary and messages, the buttons, and the unsaved-changes
 * question. 'Avbryt' is a choice to throw the changes away, so it leaves without asking.
 */
export function FormShell(props: FormShellProps) {
  const {
    form,
    children,
    testId,
    label,
    role,
    main,
    cancelTo,
    saved,
    savedTestId,
    failureTestId,
    footer,
    framed = true,
    gap = 'md',
  } = props;
  return (
    <>
      <form ref={form.formRef} onSubmit={(event) => void form.submit(event)} noValidate aria-label={label} role={role} data-testid={testId}>
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
            failureTestId={failureTestId}
            errorCount={form.errorCount}
            attempt={form.attempt}
            saved={saved}
            savedTestId={savedTestId}
            main={main}
            cancelTo={cancelTo}
            onCancel={form.letGo}
          />
          {footer}
        </Stack>
      </form>
      <UnsavedChangesDialog question={form.leaveQuestion} />
    </>
  );
}
