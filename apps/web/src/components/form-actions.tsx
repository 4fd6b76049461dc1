import { Alert, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { nb } from '@/i18n/nb';

interface FormActionsProps {
  pending: boolean;
  /** A failure not tied to one field, shown above the buttons. */
  failure?: string | null;
  /** A success message, shown above the buttons after saving in place. */
  saved?: string | null;
  savedTestId?: string;
  /** Where 'Avbryt' leads; without it there is no cancel button. */
  cancelTo?: string;
}

/** The end of every operations and settings form: messages, 'Lagre' and optionally 'Avbryt'. */
export function FormActions({ pending, failure, saved, savedTestId, cancelTo }: FormActionsProps) {
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
        <Button type="submit" loading={pending}>
          {nb.operations.common.save}
        </Button>
        {cancelTo && (
          <Button component={Link} to={cancelTo} variant="default">
            {nb.operations.common.cancel}
          </Button>
        )}
      </Group>
    </>
  );
}
