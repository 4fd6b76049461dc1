import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RewardProgram } from '@bakrom/shared/schemas/loyalty';
import { api } from '@/lib/api-client';
import { loyaltyKeys } from './query-keys';

/** GET /api/loyalty/getRewardPrograms?merchant */
export function getRewardPrograms(merchant: string): Promise<RewardProgram[]> {
  return api.get<RewardProgram[]>('/loyalty/getRewardPrograms', { params: { merchant } });
}

export function rewardProgramsQueryOptions(merchant: string) {
  return queryOptions({ queryKey: loyaltyKeys.rewardPrograms(merchant), queryFn: () => getRewardPrograms(merchant) });
}

export function useRewardPrograms(merchant: string) {
  return useQuery(rewardProgramsQueryOptions(merchant));
}
