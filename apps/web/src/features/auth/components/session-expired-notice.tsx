import { Alert } from '@mantine/core';
import { nb } from '@/i18n/nb';

/** Above the login form when the user was sent there because the session ran out. */
export function SessionExpiredNotice() {
  return (
    <Alert color="yellow" role="status" data-testid="session-expired">
      {nb.login.sessionExpired}
    </Alert>
  );
}
