import type { ReactNode } from 'react';
import classes from './visually-hidden.module.css';

export interface ChartFigure {
  label: string;
  value: string;
}

interface ChartFiguresProps {
  /** Names the table, like the chart's title would. */
  caption: string;
  /** Header of the label column and of the value column. */
  headers: [string, string];
  figures: readonly ChartFigure[];
  /** The chart: shown, but hidden from screen readers, which read the table instead. */
  children: ReactNode;
}

/** A chart with its figures as a table for screen readers (a drawn chart has no text of its own). */
export function ChartFigures({ caption, headers, figures, children }: ChartFiguresProps) {
  return (
    <div>
      <div aria-hidden="true">{children}</div>
      <table className={classes.hidden}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{headers[0]}</th>
            <th scope="col">{headers[1]}</th>
          </tr>
        </thead>
        <tbody>
          {figures.map((figure, index) => (
            <tr key={index}>
              <th scope="row">{figure.label}</th>
              <td>{figure.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
