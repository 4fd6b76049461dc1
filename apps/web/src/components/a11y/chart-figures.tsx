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
  const rows = figures.map((figure, index) => (
    <tr key={index}>
      <th scope="row">{figure.label}</th>
      {(typeof figure.value === 'string' ? [figure.value] : figure.value).map((value, column) => (
        <td key={column}>{value}</td>
      ))}
    </tr>
  ));
  const head = (
    <tr>
      {headers.map((header, index) => (
        <th key={index} scope="col">
          {header}
        </th>
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
        <Table.ScrollContainer minWidth={360}>
          <Table striped withTableBorder data-testid={testId} data-visible="true">
            <caption>{caption}</caption>
            <thead>{head}</thead>
            <tbody>{rows}</tbody>
          </Table>
        </Table.ScrollContainer>
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
