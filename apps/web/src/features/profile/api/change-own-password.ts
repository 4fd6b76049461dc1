import type { ChangeOwnPasswordBody } from '@bakrom/shared/schemas/staff';
import { api } from '@/lib/api-client';

/** POST /api/user/changeOwnPassword: the user's other sessions end, this one stays. Answers SUCCEEDED. */
export async function changeOwnPassword(body: ChangeOwnPasswordBody): Promise<'SUCCEEDED'> {
  const answer = await api.post<string | null>('/user/changeOwnPassword', body);
  if (answer !== 'SUCCEEDED') throw new Error('changeOwnPassword did not succeed');
  return answer;
}
