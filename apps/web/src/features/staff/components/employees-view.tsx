import { Link } from 'react-router';
import { Button, Stack, Table, Text } from '@mantine/core';
import type { StoredUser } from '@bakrom/shared/schemas/auth';
import type { Employee } from '@bakrom/shared/schemas/staff';
import { mayWriteEmployee } from '@bakrom/shared/staff-rules';
import { RowActions } from '@/components/row-actions';
import hidden from '@/components/a11y/visually-hidden.module.css';
import { DeleteConfirmDialog, useDeleteConfirmation } from '@/components/delete-confirmation';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { useEmployees } from '@/lib/api/list-employees';
import { useDeleteUser } from '../api/delete-user';

interface EmployeesViewProps {
  user: StoredUser;
}

export const fullName = (employee: Pick<Employee, 'firstname' | 'lastname' | 'username'>) =>
  `${employee.firstname} ${employee.lastname}`.trim() || employee.username;

/**
 * /users 'Ansatte': name, username, e-mail, phone and role; edit and delete where the user may
 * (an ADMIN only by a super admin, or by an ADMIN keeping the role; nobody deletes themselves).
 */
export function EmployeesView({ user }: EmployeesViewProps) {
  const t = texts.staff.employees;
  const employees = useEmployees(user.merchant);
  const remove = useDeleteUser();
  const deletion = useDeleteConfirmation(remove, (entry: Employee) => ({ merchant: user.merchant, user: { userId: entry.userId } }));

  const addButton = (
    <Button component={Link} to="/userCreate" data-testid="add-employee">
      {t.add}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageTitle title={t.title} actions={addButton} />
      <ScreenState query={employees} isEmpty={(list) => list.length === 0} emptyText={t.empty} loadFailedText={t.loadFailed}>
        {(list) => (
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover withTableBorder verticalSpacing="sm" data-testid="employees-table">
              <caption className={hidden.hidden}>{t.caption}</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.columns.name}</Table.Th>
                  <Table.Th>{t.columns.username}</Table.Th>
                  <Table.Th>{t.columns.email}</Table.Th>
                  <Table.Th>{t.columns.phone}</Table.Th>
                  <Table.Th>{t.columns.role}</Table.Th>
                  <Table.Th>
                    <span className={hidden.hidden}>{t.columns.actions}</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((employee) => {
                  const name = fullName(employee);
                  const self = employee.userId === user.userId;
                  const mayEdit = mayWriteEmployee(user.userRole, employee.userRole, employee.userRole);
                  const mayDelete = !self && mayWriteEmployee(user.userRole, employee.userRole, undefined);
                  return (
                    <Table.Tr key={employee.userId} data-testid="employee-row">
                      <Table.Td>
                        <Text fw={500} span>
                          {name}
                        </Text>{' '}
                        {self && (
                          <Text c="dimmed" size="sm" span>
                            {t.you}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{employee.username}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{employee.email}</Table.Td>
                      <Table.Td>{employee.phone}</Table.Td>
                      <Table.Td>{texts.roles[employee.userRole]}</Table.Td>
                      <Table.Td>
                        <RowActions
                          editTo={mayEdit ? `/userEdit?userId=${encodeURIComponent(employee.userId)}` : undefined}
                          editLabel={t.editLabel(name)}
                          onDelete={mayDelete ? () => deletion.ask(employee) : undefined}
                          deleteLabel={t.deleteLabel(name)}
                          testId="employee"
                          justify="flex-end"
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ScreenState>
      <DeleteConfirmDialog
        confirmation={deletion}
        title={t.deleteTitle}
        message={(entry) => t.deleteText(fullName(entry))}
        confirmLabel={t.delete}
        cancelLabel={t.cancel}
        failedText={t.deleteFailed}
      />
    </Stack>
  );
}
