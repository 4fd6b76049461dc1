import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RewardProgramAdmin } from '@bakrom/shared/schemas/loyalty';
import { api } from '@/lib/api-client';
import { loyaltyKeys } from './query-keys';

/** GET /api/loyalty/getDataForRewardProgramAdminGui?merchant[&rewardProgramId]: locations and the programme. */
export function getRewardProgramAdmin(merchant: string, rewardProgramId?: string): Promise<RewardProgramAdmin> {
  return api.get<RewardProgramAdmin>('/loyalty/getDataForRewardProgramAdminGui', { params: { merchant, rewardProgramId } });
}

export function rewardProgramAdminQueryOptions(merchant: string, rewardProgramId?: string) {
  return queryOptions({
    queryKey: loyaltyKeys.rewardProgramAdmin(merchant, rewardProgramId),
    queryFn: () => getRewardProgramAdmin(merchant, rewardProgramId),
    staleTime: 0,
  });
}

export function useRewardProgramAdmin(merchant: string, rewardProgramId?: string) {
  return useQuery(rewardProgramAdminQueryOptions(merchant, rewardProgramId));
}
