import { Stack } from '@mantine/core';
import type { StoredUser } from '@bakrom/shared/schemas/auth';
import { PageTitle } from '@/components/page-title';
import { ScreenState } from '@/components/screen-state';
import { nb } from '@/i18n/nb';
import { useEmployee } from '../api/get-user';
import { EmployeeForm } from './employee-form';

const back = { to: '/users', label: nb.staff.employees.back };

/** /userCreate 'Legg til ansatt'. */
export function EmployeeCreateScreen({ user }: { user: StoredUser }) {
  return (
    <Stack gap="lg" maw={720}>
      <PageTitle title={nb.staff.employees.createTitle} />
      <EmployeeForm user={user} />
    </Stack>
  );
}

/** /userEdit?userId=… 'Rediger ansatt'. */
export function EmployeeEditScreen({ user, userId }: { user: StoredUser; userId: string }) {
  const employee = useEmployee(user.merchant, userId);
  return (
    <Stack gap="lg" maw={720}>
      <PageTitle title={nb.staff.employees.editTitle} />
      <ScreenState query={employee} back={back} loadFailedText={nb.staff.form.loadFailed}>
        {(data) => <EmployeeForm key={data.userId} user={user} employee={data} />}
      </ScreenState>
    </Stack>
  );
}
