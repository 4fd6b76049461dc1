import { Group, Stack, Table, Text } from '@mantine/core';
import type { RefundSelection, RefundUnit } from '@bakrom/shared/refunds';
import { formatMoney } from '@bakrom/shared/format';
import { texts } from '@/i18n';
import { refundLinesShowOre, unitPriceText } from '../refund-order';
import { unitLabels } from './refund-unit-list';

interface RefundSummaryProps {
  /** Every refundable unit, to name the chosen ones as step 1 did. */
  units: readonly RefundUnit[];
  selection: RefundSelection;
}

/** Step 2: each chosen line as a negative amount, the tips negative, and the bold negative 'Totalt'. */
export function RefundSummary({ units, selection }: RefundSummaryProps) {
  const t = texts.refunds;
  const labels = unitLabels(units);
  const withOre = refundLinesShowOre(selection);
  return (
    <Stack gap="xs">
      <Table verticalSpacing="sm" fz="md" data-testid="refund-summary">
        <Table.Tbody>
          {selection.lines.map((unit) => {
            const label = labels.get(unit.id);
            return (
              <Table.Tr key={unit.id} data-testid="refund-summary-line">
                <Table.Td>
                  <Text>{unit.addOnLineId === null ? unit.name : `+ ${unit.name}`}</Text>
                  {label?.detail && (
                    <Text size="sm" c="dimmed">
                      {label.detail}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="refund-summary-amount">
                  {unitPriceText(unit, -1, withOre)}
                </Table.Td>
              </Table.Tr>
            );
          })}
          {selection.tipsAmount > 0 && (
            <Table.Tr data-testid="refund-summary-tips">
              <Table.Td>{t.tips}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="refund-summary-amount">
                {formatMoney(-selection.tipsAmount)}
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      <Group justify="space-between" px="xs" pt="xs" style={{ borderTop: '2px solid var(--mantine-color-gray-4)' }}>
        <Text fw={700}>{t.total}</Text>
        <Text fw={700} data-testid="refund-total">
          {formatMoney(-selection.amount)}
        </Text>
      </Group>
    </Stack>
  );
}
