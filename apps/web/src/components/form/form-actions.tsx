import { Alert, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { nb } from '@/i18n/nb';

/** The main button: 'Lagre' submitting the form, unless a label, colour or click handler says otherwise. */
export interface MainAction {
  label?: string;
  color?: string;
  /** Without it the button submits the form it stands in. */
  onClick?: () => void;
  disabled?: boolean;
  testId?: string;
}

interface FormActionsProps {
  pending: boolean;
  /** A failure not tied to one field, shown above the buttons. */
  failure?: string | null;
  /** A success message, shown above the buttons after saving in place. */
  saved?: string | null;
  savedTestId?: string;
  /** null hides the main button (nothing to confirm yet). */
  main?: MainAction | null;
  /** Where 'Avbryt' leads; without it there is no cancel button. */
  cancelTo?: string;
}

/** The end of every operations and settings form and quick-button screen: messages, the main button and optionally 'Avbryt'. */
export function FormActions({ pending, failure, saved, savedTestId, main = {}, cancelTo }: FormActionsProps) {
  return (
    <>
      {saved && (
        <Alert color="teal" role="status" data-testid={savedTestId}>
          {saved}
        </Alert>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group gap="sm">
        {main && (
          <Button
            type={main.onClick ? 'button' : 'submit'}
            onClick={main.onClick}
            color={main.color}
            disabled={main.disabled}
            loading={pending}
            data-testid={main.testId}
          >
            {main.label ?? nb.operations.common.save}
          </Button>
        )}
        {cancelTo && (
          <Button component={Link} to={cancelTo} variant="default">
            {nb.operations.common.cancel}
          </Button>
        )}
      </Group>
    </>
  );
}
