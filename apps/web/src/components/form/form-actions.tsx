import type { MouseEvent } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { texts } from '@/i18n';
import { FormErrorSummary } from './form-error-summary';

/** The main button: 'Lagre' submitting the form, unless a label, colour or click handler says otherwise. */
export interface MainAction {
  label?: string;
  color?: string;
  /** Without it the button submits the form it stands in. (`event.detail` 0: pressed with the keyboard.) */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  disabled?: boolean;
  fullWidth?: boolean;
  testId?: string;
}

interface FormActionsProps {
  /** The save is running: the main button spins and cannot be pressed. */
  pending: boolean;
  /** A failure not tied to one field, shown above the buttons. */
  failure?: string | null;
  failureTestId?: string;
  /** How many fields show an error after a save attempt, and which attempt (for the summary). */
  errorCount?: number;
  attempt?: number;
  /** A success message, shown above the buttons after saving in place. */
  saved?: string | null;
  savedTestId?: string;
  /** null hides the main button (nothing to confirm yet). */
  main?: MainAction | null;
  /** Where 'Avbryt' leads; without it there is no cancel button. */
  cancelTo?: string;
  /** Runs when 'Avbryt' is chosen, before it leads away. */
  onCancel?: () => void;
}

/** The end of every form and quick-button screen: the error summary, messages, the main button and optionally 'Avbryt'. */
export function FormActions(props: FormActionsProps) {
  const { pending, failure, failureTestId, errorCount = 0, attempt = 0, saved, savedTestId, main = {}, cancelTo, onCancel } = props;
  return (
    <>
      {saved && (
        <Alert color="teal" role="status" data-testid={savedTestId}>
          {saved}
        </Alert>
      )}
      <FormErrorSummary count={errorCount} attempt={attempt} />
      {failure && (
        <Alert color="red" role="alert" tabIndex={-1} data-form-failure data-testid={failureTestId ?? 'form-failure'}>
          {failure}
        </Alert>
      )}
      {(main || cancelTo) && (
        <Group gap="sm">
          {main && (
            <Button
              type={main.onClick ? 'button' : 'submit'}
              onClick={main.onClick}
              color={main.color}
              disabled={main.disabled}
              fullWidth={main.fullWidth}
              loading={pending}
              data-testid={main.testId ?? 'form-save'}
            >
              {main.label ?? texts.forms.save}
            </Button>
          )}
          {cancelTo && (
            <Button component={Link} to={cancelTo} onClick={onCancel} variant="default">
              {texts.forms.cancel}
            </Button>
          )}
        </Group>
      )}
    </>
  );
}
