import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';
import { formatMoney } from '@bakrom/shared/format';
import type { StaffHours } from '@bakrom/shared/schemas/staff-register';
import { texts } from '@/i18n';
import { formatHours } from '@bakrom/shared/format';
import classes from './staff-register.module.css';

interface StaffHoursTableProps {
  hours: StaffHours;
  /** The id of the heading the table is named by. */
  labelledBy: string;
}

/** A dimmed 'Ikke satt' for a value the employee has none of. */
const notSet = (text: string) => (
  <Text span size="sm" c="dimmed">
    {text}
  </Text>
);

/**
 * The period's hours per employee: Navn, Identitet, Vakter, Timer, Åpne vakter and, for an ADMIN and a super admin
 * (the answer then carries the total cost), Timekostnad and Lønnskostnad in kroner; a total row at the foot. The
 * table scrolls sideways inside its box on a narrow screen.
 */
export function StaffHoursTable({ hours, labelledBy }: StaffHoursTableProps) {
  const t = texts.staffRegister.hours;
  const withCost = hours.totalLabourCost !== null;
  const shifts = hours.employees.reduce((sum, employee) => sum + employee.shifts, 0);
  const openShifts = hours.employees.reduce((sum, employee) => sum + employee.openShifts, 0);
  const numeric = (content: ReactNode, testId?: string) => (
    <Table.Td className={classes.numeric} data-testid={testId}>
      {content}
    </Table.Td>
  );

  return (
    <div className={classes.scroll} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <Table
        className={classes.table}
        miw={withCost ? 820 : 600}
        striped
        withRowBorders
        verticalSpacing="sm"
        aria-labelledby={labelledBy}
        data-testid="staff-hours-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t.columns.name}</Table.Th>
            <Table.Th scope="col">{t.columns.identity}</Table.Th>
            <Table.Th scope="col" className={classes.numeric}>
              {t.columns.shifts}
            </Table.Th>
            <Table.Th scope="col" className={classes.numeric}>
              {t.columns.hours}
            </Table.Th>
            <Table.Th scope="col" className={classes.numeric}>
              {t.columns.openShifts}
            </Table.Th>
            {withCost && (
              <>
                <Table.Th scope="col" className={classes.numeric}>
                  {t.columns.hourlyCost}
                </Table.Th>
                <Table.Th scope="col" className={classes.numeric}>
                  {t.columns.labourCost}
                </Table.Th>
              </>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {hours.employees.map((employee) => (
            <Table.Tr key={employee.userId} data-testid="staff-hours-row">
              <Table.Th scope="row" fw={600}>
                {employee.employeeName}
              </Table.Th>
              <Table.Td className={classes.nowrap}>{employee.identity || notSet(t.noIdentity)}</Table.Td>
              {numeric(employee.shifts)}
              {numeric(formatHours(employee.hours))}
              {numeric(employee.openShifts)}
              {withCost && (
                <>
                  {numeric(employee.hourlyCost === null ? notSet(t.noCost) : formatMoney(employee.hourlyCost))}
                  {numeric(employee.labourCost === null ? '' : formatMoney(employee.labourCost))}
                </>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700} data-testid="staff-hours-total">
            <Table.Th scope="row">{t.total}</Table.Th>
            <Table.Td />
            {numeric(shifts)}
            {numeric(formatHours(hours.totalHours))}
            {numeric(openShifts)}
            {hours.totalLabourCost !== null && (
              <>
                <Table.Td />
                {numeric(formatMoney(hours.totalLabourCost))}
              </>
            )}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </div>
  );
}
