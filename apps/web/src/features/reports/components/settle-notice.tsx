import { Alert } from '@mantine/core';
import { nb } from '@/i18n/nb';
import type { SettleOutcome } from './settle-action';

/** What the last settlement came to: green with its number, yellow for nothing to settle, red when it was not taken. */
export function SettleNotice({ outcome, onClose }: { outcome: SettleOutcome | null; onClose: () => void }) {
  if (!outcome) return null;
  const color = outcome.kind === 'done' ? 'green' : outcome.kind === 'nothing' ? 'yellow' : 'red';
  return (
    <Alert
      color={color}
      role={outcome.kind === 'failed' ? 'alert' : 'status'}
      withCloseButton
      closeButtonLabel={nb.app.close}
      onClose={onClose}
      data-testid={`settle-${outcome.kind}`}
    >
      {outcome.text}
    </Alert>
  );
}
