import { useQuery } from '@tanstack/react-query';
import type { Employee } from '@bakrom/shared/schemas/staff';
import { api } from '@/lib/api-client';
import { staffKeys } from './query-keys';

/** GET /api/user/getUser?merchant=…&userId=… */
export function getUser(merchant: string, userId: string): Promise<Employee> {
  return api.get<Employee>('/user/getUser', { params: { merchant, userId } });
}

export function useEmployee(merchant: string, userId: string) {
  return useQuery({ queryKey: staffKeys.employee(merchant, userId), queryFn: () => getUser(merchant, userId), gcTime: 0 });
}
