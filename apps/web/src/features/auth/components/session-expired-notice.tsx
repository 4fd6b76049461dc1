import { Alert } from '@mantine/core';
import { texts } from '@/i18n';

/** Above the login form when the user was sent there because the session ran out. */
export function SessionExpiredNotice() {
  return (
    <Alert color="yellow" role="status" data-testid="session-expired">
      {texts.login.sessionExpired}
    </Alert>
  );
}
