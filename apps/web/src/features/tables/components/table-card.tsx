import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import type { DiningTable } from '@bakrom/shared/schemas/tables';
import { DeleteIcon } from '@/components/action-icons';
import { nb } from '@/i18n/nb';

interface TableCardProps {
  table: DiningTable;
  locationName: string;
  onDelete: (table: DiningTable) => void;
}

/** A table of a location: location, name, seat count, description, and delete. */
export function TableCard({ table, locationName, onDelete }: TableCardProps) {
  const t = nb.operations.tables;
  return (
    <Paper withBorder p="md" radius="md" data-testid="table-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {locationName}
          </Text>
          <Text fw={700} fz="lg">
            {table.name}
          </Text>
          <Text size="sm">{t.capacityValue(table.capacity)}</Text>
          {table.description && (
            <Text size="sm" c="dimmed">
              {table.description}
            </Text>
          )}
        </Stack>
        <ActionIcon variant="subtle" color="red" size="lg" onClick={() => onDelete(table)} aria-label={t.deleteLabel(table.name)}>
          <DeleteIcon />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
