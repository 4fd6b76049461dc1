import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { texts } from '@/i18n';
import type { SettleOutcome } from './settle-action';

/** A link from a settlement's message to the Z-report it made. */
export interface SettleLink {
  to: string;
  label: string;
}

interface SettleNoticeProps {
  outcome: SettleOutcome | null;
  onClose: () => void;
  /** The new Z-report's link under a settlement that was taken. */
  doneLink?: (nr: number) => SettleLink;
}

/** What the last settlement came to: green with its number, yellow for nothing to settle, red when it was not taken. */
export function SettleNotice({ outcome, onClose, doneLink }: SettleNoticeProps) {
  if (!outcome) return null;
  const link = outcome.kind === 'done' ? doneLink?.(outcome.nr) : undefined;
  const color = outcome.kind === 'done' ? 'green' : outcome.kind === 'nothing' ? 'yellow' : 'red';
  return (
    <Alert
      color={color}
      role={outcome.kind === 'failed' ? 'alert' : 'status'}
      withCloseButton
      closeButtonLabel={texts.app.close}
      onClose={onClose}
      data-testid={`settle-${outcome.kind}`}
    >
      {link ? (
        <Stack gap={4}>
          <Text size="sm">{outcome.text}</Text>
          <Anchor component={Link} to={link.to} size="sm" data-testid="settle-done-link">
            {link.label}
          </Anchor>
        </Stack>
      ) : (
        outcome.text
      )}
    </Alert>
  );
}
