import { Table } from '@mantine/core';
import { formatDateTimeSeconds } from '@bakrom/shared/format';
import { texts } from '@/i18n';
import type { CacheEntryInfo as CacheEntry } from '@bakrom/shared/schemas/system';
import { formatBytes } from '../format-bytes';

interface CacheTableProps {
  entries: CacheEntry[];
}

export function CacheTable({ entries }: CacheTableProps) {
  const { columns } = texts.cache;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover withTableBorder data-testid="cache-table">
        <Table.Caption>{texts.cache.tableCaption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{columns.key}</Table.Th>
            <Table.Th>{columns.kind}</Table.Th>
            <Table.Th>{columns.merchant}</Table.Th>
            <Table.Th ta="right">{columns.size}</Table.Th>
            <Table.Th>{columns.expires}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.key}>
              <Table.Td style={{ wordBreak: 'break-all' }}>{entry.key}</Table.Td>
              <Table.Td>{entry.kind}</Table.Td>
              <Table.Td>{entry.merchant ?? texts.cache.noMerchant}</Table.Td>
              <Table.Td ta="right">{formatBytes(entry.sizeBytes)}</Table.Td>
              <Table.Td>{formatDateTimeSeconds(entry.expiresAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
