import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import type { CreateRewardProgramBody, EditRewardProgramBody, RewardProgram } from '@bakrom/shared/schemas/loyalty';
import { api } from '@/lib/api-client';
import { loyaltyKeys } from './query-keys';

/** POST /api/loyalty/createRewardProgram: a new active programme (409 when another runs on the same days at a location). */
export function createRewardProgram(body: CreateRewardProgramBody): Promise<RewardProgram> {
  return api.post<RewardProgram>('/loyalty/createRewardProgram', { type: 'loyalty_reward_program', ...body });
}

/** POST /api/loyalty/editRewardProgram: the whole programme, named by its id. */
export function editRewardProgram(body: EditRewardProgramBody): Promise<RewardProgram> {
  return api.post<RewardProgram>('/loyalty/editRewardProgram', { type: 'loyalty_reward_program', ...body });
}

export function useCreateRewardProgram() {
  return useInvalidatingMutation({ mutationFn: createRewardProgram, invalidates: [loyaltyKeys.all] });
}

export function useEditRewardProgram() {
  return useInvalidatingMutation({ mutationFn: editRewardProgram, invalidates: [loyaltyKeys.all] });
}
