import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import type { Weekday } from '@bakrom/shared/enums';
import { texts } from '@/i18n';
import { TimeSelect } from './time-select';

interface WeekdayTimesTableProps<Day extends { day: Weekday }, Field extends keyof Day & string> {
  tableTestId: string;
  /** Prefix of the row and picker test ids: `${testId}-MONDAY`, `${testId}-fromTime`. */
  testId: string;
  minWidth: number;
  days: readonly Day[];
  dayHeader: string;
  statusHeader: string;
  /** The control saying whether the day is open or offered. */
  renderStatus: (day: Day, index: number, dayName: string) => ReactNode;
  /** Time columns with their headings. */
  columns: ReadonlyArray<[Field, string]>;
  options: readonly string[];
  isEnabled: (day: Day) => boolean;
  /** Accessible name of a time field, e.g. 'Fra mandag'. */
  fieldLabel: (label: string, dayName: string) => string;
  errorOf: (index: number, field: Field) => string | undefined;
  /** A note below a picker ('(neste dag)'). */
  noteOf?: (day: Day, field: Field) => string | undefined;
  onChange: (index: number, change: Partial<Day>) => void;
}

/** The week as a table: a row per weekday with its status control and time pickers (opening hours, delivery). */
export function WeekdayTimesTable<Day extends { day: Weekday }, Field extends keyof Day & string>(
  props: WeekdayTimesTableProps<Day, Field>,
) {
  const { testId, columns } = props;
  return (
    <Table.ScrollContainer minWidth={props.minWidth}>
      <Table verticalSpacing="xs" withTableBorder data-testid={props.tableTestId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{props.dayHeader}</Table.Th>
            <Table.Th>{props.statusHeader}</Table.Th>
            {columns.map(([field, label]) => (
              <Table.Th key={field}>{label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.days.map((day, index) => {
            const dayName = texts.operations.common.weekdays[day.day];
            return (
              <Table.Tr key={day.day} data-testid={`${testId}-${day.day}`}>
                <Table.Td fw={600}>{dayName}</Table.Td>
                <Table.Td>{props.renderStatus(day, index, dayName)}</Table.Td>
                {columns.map(([field, label]) => (
                  <Table.Td key={field}>
                    <TimeSelect
                      label={props.fieldLabel(label, dayName)}
                      options={props.options}
                      value={day[field] as string}
                      onChange={(value) => props.onChange(index, { [field]: value } as Partial<Day>)}
                      error={props.errorOf(index, field)}
                      description={props.noteOf?.(day, field)}
                      disabled={!props.isEnabled(day)}
                      testId={`${testId}-${field}`}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
