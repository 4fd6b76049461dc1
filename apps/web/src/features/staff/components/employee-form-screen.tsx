import { Stack } from '@mantine/core';
import type { StoredUser } from '@bakrom/shared/schemas/auth';
import type { Employee } from '@bakrom/shared/schemas/staff';
import { mayWriteEmployee } from '@bakrom/shared/staff-rules';
import { PageTitle } from '@/components/page-title';
import { ScreenState, type LoadState } from '@/components/screen-state';
import { texts } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useEmployee } from '../api/get-user';
import { EmployeeForm } from './employee-form';

/** /userCreate 'Legg til ansatt'. */
export function EmployeeCreateScreen({ user }: { user: StoredUser }) {
  return (
    <Stack gap="lg" maw={720}>
      <PageTitle title={texts.staff.employees.createTitle} />
      <EmployeeForm user={user} />
    </Stack>
  );
}

/**
 * An employee the user may not change (a MANAGER opening an ADMIN by the address) is the refused state,
 * as the server would answer the save, instead of a form whose save fails.
 */
function refusedUnlessWritable(user: StoredUser, employee: LoadState<Employee>): LoadState<Employee> {
  const { data } = employee;
  if (!data || mayWriteEmployee(user.userRole, data.userRole, data.userRole)) return employee;
  return { data: undefined, isPending: false, error: new ApiError(403, 'FORBIDDEN', texts.staff.form.adminOnly) };
}

/** /userEdit?userId=… 'Rediger ansatt'. */
export function EmployeeEditScreen({ user, userId }: { user: StoredUser; userId: string }) {
  const employee = refusedUnlessWritable(user, useEmployee(user.merchant, userId));
  return (
    <Stack gap="lg" maw={720}>
      <PageTitle title={texts.staff.employees.editTitle} />
      <ScreenState
        query={employee}
        back={{ to: '/users', label: texts.staff.employees.back }}
        loadFailedText={texts.staff.form.loadFailed}
        forbiddenText={texts.staff.form.adminOnly}
      >
        {(data) => <EmployeeForm key={data.userId} user={user} employee={data} />}
      </ScreenState>
    </Stack>
  );
}
