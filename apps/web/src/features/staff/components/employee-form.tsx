import { NativeSelect, PasswordInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { z } from 'zod';
import type { StoredUser } from '@bakrom/shared/schemas/auth';
import type { CreateUserBody, EditUserBody, Employee, IdentityKind } from '@bakrom/shared/schemas/staff';
import {
  cutPincode,
  employeeFormComplete,
  isLooseEmail,
  isPincode,
  maySetPasswordOf,
  passwordsDiffer,
  rolesOfferedTo,
  type EmployeeFormState,
} from '@bakrom/shared/staff-rules';
import { FormShell } from '@/components/form/form-shell';
import { useForm } from '@/components/form/use-form';
import { texts } from '@/i18n';
import { useCreateUser } from '../api/create-user';
import { useEditUser } from '../api/edit-user';
import { usePincodeTaken } from '../api/check-user-pincode';
import { editedEmployeeFormSchema, newEmployeeFormSchema, type EmployeeFormBody } from '../employee-form-schema';
import { hourlyCostOre, hourlyCostText } from '../hourly-cost';
import { RegisterFields, type RegisterValues } from './register-fields';

const SHOWN = ['user', 'repeatPassword'];
const USERS = '/users';

type Body = EmployeeFormBody;
type Values = EmployeeFormState & RegisterValues;

/** The labour cost is set and seen, and a stored national identity number shown whole, by an ADMIN and a super admin only. */
const isAdminOrSuperAdmin = (user: StoredUser) => user.userRole === 'ADMIN' || user.userRole === 'SUPER_ADMIN';

interface EmployeeFormProps {
  /** Who is logged in: the Admin role is offered to a super admin only. */
  user: StoredUser;
  /** Absent when an employee is being created. */
  employee?: Employee;
}

function initialValues(employee: Employee | undefined): Values {
  return {
    firstname: employee?.firstname ?? '',
    lastname: employee?.lastname ?? '',
    userRole: employee?.userRole ?? '',
    username: employee?.username ?? '',
    password: '',
    repeatPassword: '',
    pincode: employee?.pincode ?? '',
    email: employee?.email ?? '',
    phone: employee?.phone ?? '',
    identityKind: employee?.identityKind ?? 'NONE',
    nationalId: '',
    identityCode: employee?.identityCode ?? '',
    hourlyCost: hourlyCostText(employee?.hourlyCost ?? null),
  };
}

/** The register's fields of the body: the identity chosen (and only its own field), the cost where the user may set it. */
function registerBody(values: Values, withHourlyCost: boolean) {
  const kind: IdentityKind | null = values.identityKind === 'NONE' ? null : values.identityKind;
  return {
    identityKind: kind,
    ...(kind === 'NATIONAL_ID' ? { nationalId: values.nationalId } : {}),
    ...(kind === 'CODE' ? { identityCode: values.identityCode } : {}),
    ...(withHourlyCost ? { hourlyCost: hourlyCostOre(values.hourlyCost) } : {}),
  };
}

/**
 * userCreate 'Legg til ansatt' and userEdit 'Rediger ansatt' (spec part 2 §2.7, §5): 'Lagre' is enabled only
 * when every field is filled, the passwords match, the pincode has four digits and is free, and the e-mail
 * is valid. The pincode input keeps four characters and asks the server at four digits.
 */
export function EmployeeForm({ user, employee }: EmployeeFormProps) {
  const t = texts.staff.form;
  const editing = employee !== undefined;
  // One's own password is changed on Min profil with the current one; someone else's only from a role above.
  const passwordNote = !employee
    ? undefined
    : employee.userId === user.userId
      ? t.ownPasswordOnProfile
      : !maySetPasswordOf(user.userRole, employee.userRole)
        ? t.passwordOnlyFromAbove
        : undefined;
  const withHourlyCost = isAdminOrSuperAdmin(user);
  const create = useCreateUser();
  const edit = useEditUser();
  const form = useForm<Values, Body>({
    initial: initialValues(employee),
    schema: (editing
      ? editedEmployeeFormSchema(t.passwordsDiffer, employee.nationalIdMasked !== '')
      : newEmployeeFormSchema(t.passwordsDiffer)) as z.ZodType<Body>,
    toBody: (values) => ({
      repeatPassword: values.repeatPassword,
      merchant: user.merchant,
      user: {
        type: 'user',
        merchant: user.merchant,
        firstname: values.firstname,
        lastname: values.lastname,
        userRole: values.userRole || undefined,
        username: values.username,
        userPassword: values.password,
        pincode: values.pincode,
        email: values.email,
        phone: values.phone,
        ...registerBody(values, withHourlyCost),
        ...(employee ? { userId: employee.userId } : {}),
      },
    }),
    save: (body) => ('userId' in body.user ? edit.mutateAsync(body as EditUserBody) : create.mutateAsync(body as CreateUserBody)),
    shownFields: SHOWN,
    failureText: t.saveFailed,
    next: USERS,
  });
  const { values, set, errors, setErrors } = form;
  /** Sets a field and clears its message, the server's (under `user.…`) included. */
  const change = <K extends keyof Values>(key: K, value: Values[K]) => {
    set(key, value);
    const path = `user.${key === 'password' ? 'userPassword' : key}`;
    setErrors((current) => {
      if (!(path in current)) return current;
      const { [path]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const pincode = usePincodeTaken(user.merchant, values.pincode, employee?.userId);
  const pincodeTaken = isPincode(values.pincode) && pincode.data === true;
  const pincodeChecked = !isPincode(values.pincode) || pincode.data !== undefined || pincode.isError;
  const complete = employeeFormComplete(values, { editing, pincodeTaken }) && pincodeChecked;

  const offered = rolesOfferedTo(user.userRole);
  const current = employee?.userRole;
  const roleLocked = current !== undefined && !offered.includes(current as (typeof offered)[number]);
  const roles = roleLocked && current ? [current] : offered;

  const mismatch = values.repeatPassword.length > 0 && passwordsDiffer(values) ? t.passwordsDiffer : undefined;
  const badEmail = values.email.trim().length > 0 && !isLooseEmail(values.email.trim()) ? t.invalidEmail : undefined;

  return (
    <FormShell form={form} cancelTo={USERS} testId="employee-form" main={{ disabled: !complete }}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t.firstname}
          value={values.firstname}
          onChange={(event) => change('firstname', event.currentTarget.value)}
          error={errors['user.firstname']}
          withAsterisk
          autoComplete="off"
          data-testid="employee-firstname"
        />
        <TextInput
          label={t.lastname}
          value={values.lastname}
          onChange={(event) => change('lastname', event.currentTarget.value)}
          error={errors['user.lastname']}
          withAsterisk
          autoComplete="off"
          data-testid="employee-lastname"
        />
      </SimpleGrid>
      <NativeSelect
        label={t.role}
        value={values.userRole}
        onChange={(event) => change('userRole', event.currentTarget.value)}
        data={[
          { value: '', label: t.rolePlaceholder, disabled: true },
          ...roles.map((role) => ({ value: role, label: texts.roles[role] })),
        ]}
        disabled={roleLocked}
        description={roleLocked ? t.roleLocked : undefined}
        error={errors['user.userRole']}
        withAsterisk
        maw={320}
        data-testid="employee-role"
      />
      <TextInput
        label={t.username}
        value={values.username}
        onChange={(event) => change('username', event.currentTarget.value)}
        error={errors['user.username']}
        withAsterisk
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        data-testid="employee-username"
      />
      {passwordNote ? (
        <Text size="sm" c="dimmed" data-testid="employee-password-note">
          {passwordNote}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordInput
            label={t.password}
            description={editing ? t.passwordKeepHint : t.passwordHint}
            value={values.password}
            onChange={(event) => change('password', event.currentTarget.value)}
            error={errors['user.userPassword']}
            withAsterisk={!editing}
            autoComplete="new-password"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data-testid="employee-password"
          />
          <PasswordInput
            label={t.repeatPassword}
            value={values.repeatPassword}
            onChange={(event) => change('repeatPassword', event.currentTarget.value)}
            error={mismatch ?? errors.repeatPassword}
            withAsterisk={!editing}
            autoComplete="new-password"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data-testid="employee-repeat-password"
          />
        </SimpleGrid>
      )}
      <TextInput
        label={t.pincode}
        description={t.pincodeHint}
        value={values.pincode}
        onChange={(event) => change('pincode', cutPincode(event.currentTarget.value))}
        error={pincodeTaken ? t.pincodeTaken : errors['user.pincode']}
        withAsterisk
        inputMode="numeric"
        maxLength={4}
        autoComplete="off"
        maw={200}
        data-testid="employee-pincode"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t.email}
          type="email"
          value={values.email}
          onChange={(event) => change('email', event.currentTarget.value)}
          error={badEmail ?? errors['user.email']}
          withAsterisk
          autoComplete="off"
          data-testid="employee-email"
        />
        <TextInput
          label={t.phone}
          type="tel"
          value={values.phone}
          onChange={(event) => change('phone', event.currentTarget.value)}
          error={errors['user.phone']}
          withAsterisk
          autoComplete="off"
          data-testid="employee-phone"
        />
      </SimpleGrid>
      <RegisterFields
        merchant={user.merchant}
        employee={employee}
        values={values}
        errors={errors}
        onChange={(key, value) => change(key, value as Values[typeof key])}
        mayReveal={isAdminOrSuperAdmin(user)}
        withHourlyCost={withHourlyCost}
      />
    </FormShell>
  );
}
