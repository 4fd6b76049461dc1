import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { EditUserBody, Employee } from '@bakrom/shared/schemas/staff';
import { api } from '@/lib/api-client';
import { staffKeys } from './query-keys';

/** POST /api/user/editUser {user}: a blank password keeps the old one. */
export function editUser(body: EditUserBody): Promise<Employee> {
  return api.post<Employee>('/user/editUser', body);
}

export function useEditUser() {
  return useInvalidatingMutation({ mutationFn: editUser, invalidates: [staffKeys.all] });
}
