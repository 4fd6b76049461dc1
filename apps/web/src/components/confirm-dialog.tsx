import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed action is running: the confirm button spins and closing is blocked. */
  pending?: boolean;
  /** Shown when the confirmed action failed; the dialog stays open. */
  error?: string | null;
}

/** Asks before a destructive action, with a red confirm button and a cancel button that has the focus. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { opened, title, message, confirmLabel, cancelLabel, onConfirm, onCancel, pending = false, error } = props;
  return (
    <Modal
      opened={opened}
      onClose={() => !pending && onCancel()}
      title={title}
      centered
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
      withCloseButton={false}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      data-testid="confirm-dialog"
    >
      <Stack gap="md">
        <Text data-testid="confirm-message">{message}</Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending} data-testid="confirm-delete">
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
