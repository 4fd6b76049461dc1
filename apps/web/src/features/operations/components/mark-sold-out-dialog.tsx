import { Alert, Button, Group, List, Modal, Stack } from '@mantine/core';
import { texts } from '@/i18n';

interface MarkSoldOutDialogProps {
  opened: boolean;
  names: readonly string[];
  loading: boolean;
  failed: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Vil du merke følgende produkter som utsolgte?' with the chosen names, 'Ja, merk som utsolgt' and 'Avbryt'. */
export function MarkSoldOutDialog({ opened, names, loading, failed, onConfirm, onCancel }: MarkSoldOutDialogProps) {
  const t = texts.operations.soldOut;
  return (
    <Modal
      opened={opened}
      onClose={() => !loading && onCancel()}
      title={t.confirmTitle}
      centered
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      data-testid="sold-out-confirm"
    >
      <Stack gap="md">
        <List spacing={4} data-testid="sold-out-confirm-names">
          {names.map((name, index) => (
            <List.Item key={`${index}:${name}`}>{name}</List.Item>
          ))}
        </List>
        {failed && (
          <Alert color="red" role="alert">
            {t.markFailed}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            {texts.operations.common.cancel}
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading} data-autofocus>
            {t.confirmYes}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
