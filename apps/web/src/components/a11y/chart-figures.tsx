import type { ReactNode } from 'react';
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
}

/** A chart with its figures as a table for screen readers (a drawn chart has no text of its own). */
export function ChartFigures({ caption, headers, figures, children, testId }: ChartFiguresProps) {
  return (
    <div>
      <div aria-hidden="true">{children}</div>
      <table className={classes.hidden} data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header, index) => (
              <th key={index} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figures.map((figure, index) => (
            <tr key={index}>
              <th scope="row">{figure.label}</th>
              {(typeof figure.value === 'string' ? [figure.value] : figure.value).map((value, column) => (
                <td key={column}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
