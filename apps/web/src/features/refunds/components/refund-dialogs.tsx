import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { texts } from '@/i18n';

interface RefundMessageDialogProps {
  opened: boolean;
  title: string;
  text: string;
  /** What the server said besides (already refunded, too many failed attempts, not confirmed yet). */
  detail?: string | null;
  onOk: () => void;
  /** A second action beside OK (retry recording the refund). */
  retry?: { label: string; onClick: () => void; loading: boolean };
  testId: string;
}

/**
 * The outcome dialogs of spec part 1 §8: 'Refusjonen mislykket' (nothing was refunded) and 'Refusjonen
 * vellykket' (the money went back but the order could not be updated: contact support).
 */
export function RefundMessageDialog({ opened, title, text, detail, onOk, retry, testId }: RefundMessageDialogProps) {
  const busy = retry?.loading ?? false;
  return (
    <Modal
      opened={opened}
      onClose={() => !busy && onOk()}
      title={title}
      centered
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={false}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      data-testid={testId}
    >
      <Stack gap="md">
        <Text>{text}</Text>
        {detail && (
          <Text size="sm" c="dimmed" data-testid="refund-failure-detail">
            {detail}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          {retry && (
            <Button variant="default" onClick={retry.onClick} loading={retry.loading}>
              {retry.label}
            </Button>
          )}
          <Button onClick={onOk} disabled={busy} data-autofocus>
            {texts.refunds.failed.ok}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

interface CashPayBackDialogProps {
  opened: boolean;
  /** The amount to pay back, formatted. */
  amount: string;
  drawerFailed: boolean;
  recording: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** After the drawer opened: 'Betal tilbake … kr til kunden', then 'Bekreft' records the cash refund. */
export function CashPayBackDialog({ opened, amount, drawerFailed, recording, onConfirm, onCancel }: CashPayBackDialogProps) {
  const t = texts.refunds.cash;
  return (
    <Modal
      opened={opened}
      onClose={() => !recording && onCancel()}
      title={t.payBackTitle}
      centered
      closeOnClickOutside={false}
      closeOnEscape={!recording}
      withCloseButton={false}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      data-testid="cash-pay-back-dialog"
    >
      <Stack gap="md">
        <Text fz="xl" fw={700} data-testid="cash-pay-back">
          {t.payBack(amount)}
        </Text>
        {drawerFailed && (
          <Alert color="yellow" role="alert">
            {t.drawerFailed}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={recording}>
            {t.cancel}
          </Button>
          <Button onClick={onConfirm} loading={recording} data-autofocus>
            {t.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
