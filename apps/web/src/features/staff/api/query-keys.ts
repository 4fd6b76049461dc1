import { queryRoots } from '@/lib/query-keys';

const root = queryRoots.staff;

/** Employees (the list's key is `lib/api/list-employees.ts`, under the same root) and terminals live under this key; an employee change invalidates them all. */
export const staffKeys = {
  all: root,
  employee: (merchant: string, userId: string) => [...root, 'employee', merchant, userId] as const,
  pincode: (merchant: string, pincode: string, userId: string | undefined) =>
    [...root, 'pincode', merchant, pincode, userId ?? ''] as const,
  terminals: (merchant: string) => [...root, 'terminals', merchant] as const,
};
