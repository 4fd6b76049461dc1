import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditUserBody, Employee } from '@bakrom/shared/schemas/staff';
import { api } from '@/lib/api-client';
import { staffKeys } from './query-keys';

/** POST /api/user/editUser {user}: a blank password keeps the old one. */
export function editUser(body: EditUserBody): Promise<Employee> {
  return api.post<Employee>('/user/editUser', body);
}

export function useEditUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }) });
}
