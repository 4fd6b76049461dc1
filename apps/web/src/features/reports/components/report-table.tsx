import { useId, type ReactNode } from 'react';
import { Stack, Table, Title } from '@mantine/core';
import classes from './reports.module.css';

export interface ReportColumn<R> {
  key: string;
  label: string;
  /** Figures: right-aligned, never wrapped. */
  numeric?: boolean;
  render: (row: R) => ReactNode;
  className?: string;
}

interface ReportTableProps<R> {
  title: string;
  columns: readonly ReportColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R, index: number) => string;
  /** A last, bold row (the totals). */
  footer?: readonly ReactNode[];
  /** Below this width the table scrolls sideways inside its box. */
  minWidth?: number;
  testId?: string;
}

/**
 * One table of a report under its heading. It scrolls inside its own box, which can take the focus so
 * that a keyboard can scroll it too; the page itself never scrolls sideways.
 */
export function ReportTable<R>({ title, columns, rows, rowKey, footer, minWidth = 520, testId }: ReportTableProps<R>) {
  const id = useId();
  return (
    <Stack gap="xs" className={classes.section} data-testid={testId}>
      <Title order={3} fz="h5" id={id}>
        {title}
      </Title>
      <div className={classes.scroll} role="region" aria-labelledby={id} tabIndex={0}>
        <Table className={classes.table} miw={minWidth} striped withRowBorders verticalSpacing="xs" aria-labelledby={id}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} scope="col" className={column.numeric ? classes.numeric : undefined}>
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={rowKey(row, index)}>
                {columns.map((column) => (
                  <Table.Td key={column.key} className={column.numeric ? classes.numeric : column.className}>
                    {column.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          {footer && (
            <Table.Tfoot>
              <Table.Tr className={classes.total}>
                {footer.map((cell, index) => (
                  <Table.Td key={index} className={columns[index]?.numeric ? classes.numeric : undefined}>
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </div>
    </Stack>
  );
}
