import { Group, Paper, Stack, Text } from '@mantine/core';
import type { DiningTable } from '@bakrom/shared/schemas/tables';
import { RowActions } from '@/components/row-actions';
import { texts } from '@/i18n';
import { tableEditPath } from '../tables-path';

interface TableCardProps {
  table: DiningTable;
  locationName: string;
  onDelete: (table: DiningTable) => void;
}

/** A table of a location: location, name, seat count, description, edit and delete. */
export function TableCard({ table, locationName, onDelete }: TableCardProps) {
  const t = texts.operations.tables;
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
        <RowActions
          editTo={tableEditPath(table.id)}
          editLabel={t.editLabel(table.name)}
          onDelete={() => onDelete(table)}
          deleteLabel={t.deleteLabel(table.name)}
          testId="table"
        />
      </Group>
    </Paper>
  );
}
