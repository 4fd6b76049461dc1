import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { Succeeded } from '@bakrom/shared/schemas/operations';
import type { DeleteUserBody } from '@bakrom/shared/schemas/staff';
import { api } from '@/lib/api-client';
import { staffKeys } from './query-keys';

/** POST /api/user/deleteUser {user}: answers the plain text SUCCEEDED. */
export async function deleteUser(body: DeleteUserBody): Promise<Succeeded> {
  const answer = await api.post<string | null>('/user/deleteUser', body);
  if (answer !== 'SUCCEEDED') throw new Error('deleteUser did not succeed');
  return answer;
}

export function useDeleteUser() {
  return useInvalidatingMutation({ mutationFn: deleteUser, invalidates: [staffKeys.all] });
}
