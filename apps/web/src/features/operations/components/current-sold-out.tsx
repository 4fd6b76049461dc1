import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SoldOutItem } from '@bakrom/shared/schemas/operations';
import { texts } from '@/i18n';

interface CurrentSoldOutProps {
  items: readonly SoldOutItem[];
  /** The sold-out record being unmarked now. */
  pendingId: string | undefined;
  /** `viaKeyboard`: 'Tilgjengelig' was pressed with the keyboard (the undo notice takes the focus then). */
  onUnmark: (item: SoldOutItem, viaKeyboard: boolean) => void;
}

/** The items sold out at the location now, each with 'Tilgjengelig' to make it orderable again. */
export function CurrentSoldOut({ items, pendingId, onUnmark }: CurrentSoldOutProps) {
  const t = texts.operations.soldOut;
  return (
    <Stack gap="xs" component="section" aria-labelledby="current-sold-out-title" data-testid="current-sold-out">
      <Title order={2} fz="h4" id="current-sold-out-title">
        {t.currentTitle}
      </Title>
      {items.length === 0 && <Text c="dimmed">{t.noneSoldOut}</Text>}
      {items.map((item) => (
        <Paper key={item.id} withBorder p="xs" px="sm" radius="md" data-testid="current-sold-out-item">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{item.itemName}</Text>
            <Button
              variant="light"
              color="teal"
              onClick={(event) => onUnmark(item, event.detail === 0)}
              loading={pendingId === item.id}
              disabled={pendingId !== undefined && pendingId !== item.id}
              aria-label={t.markAvailable(item.itemName)}
            >
              {t.available}
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
