import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Employee } from '@bakrom/shared/schemas/staff';
import { api } from '@/lib/api-client';
import { staffKeys } from './query-keys';

/** GET /api/user/listEmployees?merchant=… */
export function listEmployees(merchant: string): Promise<Employee[]> {
  return api.get<Employee[]>('/user/listEmployees', { params: { merchant } });
}

export function employeesQueryOptions(merchant: string) {
  return queryOptions({ queryKey: staffKeys.employees(merchant), queryFn: () => listEmployees(merchant) });
}

export function useEmployees(merchant: string) {
  return useQuery(employeesQueryOptions(merchant));
}
