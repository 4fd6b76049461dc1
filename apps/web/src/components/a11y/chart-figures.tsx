import { useState, type ReactNode } from 'react';
import { Button, Table } from '@mantine/core';
import { texts } from '@/i18n';
import classes from './visually-hidden.module.css';

export interface ChartFigure {
  label: string;
  /** The figure of the value column, or one figure per value column when the table has several. */
  value: string | readonly string[];
}

interface ChartFiguresProps {
  /** Names the table, like the chart's title would. */
  caption: string;
  /** Header of the label column, then of each value column (one for a single series). */
  headers: readonly [string, ...string[]];
  figures: readonly ChartFigure[];
  /** The chart: shown, but hidden from screen readers, which read the table instead. */
  children: ReactNode;
  testId?: string;
  /** Offers 'Vis tallene' above the chart: the figures as a table on screen instead of the drawing, and back. */
  figuresToggle?: boolean;
}

/**
 * A chart with its figures as a table for screen readers (a drawn chart has no text of its own); with
 * `figuresToggle`, anyone may show the same table on screen instead of the chart.
 */
export function ChartFigures({ caption, headers, figures, children, testId, figuresToggle = false }: ChartFiguresProps) {
  const [asTable, setAsTable] = useState(false);
  const t = texts.charts;
  // The same rows for the hidden table and, in Mantine's cells (its spacing and stripes), for the one on screen.
  const Th = asTable ? Table.Th : 'th';
  const Td = asTable ? Table.Td : 'td';
  const rows = figures.map((figure, index) => (
    <tr key={index}>
      <Th scope="row">{figure.label}</Th>
      {(typeof figure.value === 'string' ? [figure.value] : figure.value).map((value, column) => (
        <Td key={column}>{value}</Td>
      ))}
    </tr>
  ));
  const head = (
    <tr>
      {headers.map((header, index) => (
        <Th key={index} scope="col">
          {header}
        </Th>
      ))}
    </tr>
  );
  return (
    <div>
      {figuresToggle && (
        <Button
          variant="subtle"
          size="compact-sm"
          mb="xs"
          aria-pressed={asTable}
          onClick={() => setAsTable((shown) => !shown)}
          data-testid={testId ? `${testId}-toggle` : undefined}
        >
          {asTable ? t.showChart : t.showFigures}
        </Button>
      )}
      {asTable ? (
        // A wide table scrolls in its own region, reachable by keyboard.
        <div role="region" aria-label={caption} tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table
            striped
            withTableBorder
            captionSide="top"
            horizontalSpacing="sm"
            verticalSpacing={6}
            data-testid={testId}
            data-visible="true"
          >
            <caption>{caption}</caption>
            <thead>{head}</thead>
            <tbody>{rows}</tbody>
          </Table>
        </div>
      ) : (
        <>
          <div aria-hidden="true">{children}</div>
          <table className={classes.hidden} data-testid={testId}>
            <caption>{caption}</caption>
            <thead>{head}</thead>
            <tbody>{rows}</tbody>
          </table>
        </>
      )}
    </div>
  );
}
