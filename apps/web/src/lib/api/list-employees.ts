import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Employee } from '@bakrom/shared/schemas/staff';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/**
 * The merchant's employees (/users, and the employee picker of the staff register), under the staff root:
 * an employee written anywhere reads them again.
 */
export const employeeListKey = (merchant: string) => [...queryRoots.staff, 'employees', merchant] as const;

/** GET /api/user/listEmployees?merchant=…: by first name, last name and username. */
export function listEmployees(merchant: string): Promise<Employee[]> {
  return api.get<Employee[]>('/user/listEmployees', { params: { merchant } });
}

export function employeesQueryOptions(merchant: string) {
  return queryOptions({ queryKey: employeeListKey(merchant), queryFn: () => listEmployees(merchant) });
}

export function useEmployees(merchant: string) {
  return useQuery(employeesQueryOptions(merchant));
}
