import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { CreateUserBody, Employee } from '@bakrom/shared/schemas/staff';
import { api } from '@/lib/api-client';
import { staffKeys } from './query-keys';

/** POST /api/user/createUser {user}: the new employee, ACTIVE. */
export function createUser(body: CreateUserBody): Promise<Employee> {
  return api.post<Employee>('/user/createUser', body);
}

export function useCreateUser() {
  return useInvalidatingMutation({ mutationFn: createUser, invalidates: [staffKeys.all] });
}
