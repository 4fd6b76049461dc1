import { ActionIcon, Table, Text } from '@mantine/core';
import { formatDate } from '@bakrom/shared/format';
import type { ClosingDay } from '@bakrom/shared/schemas/operations';
import { DeleteIcon } from '@/components/action-icons';
import { texts } from '@/i18n';

interface ClosingDaysTableProps {
  closingDays: readonly ClosingDay[];
  /** Location names by id; the department column shows only with several locations. */
  locationNames: ReadonlyMap<string, string>;
  showLocation: boolean;
  onDelete: (closingDay: ClosingDay) => void;
}

export function ClosingDaysTable({ closingDays, locationNames, showLocation, onDelete }: ClosingDaysTableProps) {
  const t = texts.operations.closingDays;
  if (closingDays.length === 0) return <Text c="dimmed">{t.empty}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="sm" data-testid="closing-days-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={64}>{t.columns.delete}</Table.Th>
            {showLocation && <Table.Th>{t.columns.location}</Table.Th>}
            <Table.Th w={120}>{t.columns.from}</Table.Th>
            <Table.Th w={120}>{t.columns.to}</Table.Th>
            <Table.Th>{t.columns.message}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {closingDays.map((day) => (
            <Table.Tr key={day.id} data-testid="closing-day-row">
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  onClick={() => onDelete(day)}
                  aria-label={t.deleteLabel(formatDate(day.fromDate), formatDate(day.toDate))}
                >
                  <DeleteIcon />
                </ActionIcon>
              </Table.Td>
              {showLocation && <Table.Td>{locationNames.get(day.locationId) ?? ''}</Table.Td>}
              <Table.Td>{formatDate(day.fromDate)}</Table.Td>
              <Table.Td>{formatDate(day.toDate)}</Table.Td>
              <Table.Td>{day.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
