import { useQuery } from '@tanstack/react-query';
import { isPincode } from '@bakrom/shared/staff-rules';
import { api } from '@/lib/api-client';
import { staffKeys } from './query-keys';

/** POST /api/user/checkUserPincode {merchant, pincode, userId}: the plain text TRUE when another employee has it. */
export async function checkUserPincode(merchant: string, pincode: string, userId?: string): Promise<boolean> {
  const answer = await api.post<string | null>('/user/checkUserPincode', { merchant, pincode, ...(userId ? { userId } : {}) });
  return answer === 'TRUE';
}

/** Asked once the pincode has four digits; undefined until then (and while the answer is on its way). */
export function usePincodeTaken(merchant: string, pincode: string, userId?: string) {
  return useQuery({
    queryKey: staffKeys.pincode(merchant, pincode, userId),
    queryFn: () => checkUserPincode(merchant, pincode, userId),
    enabled: isPincode(pincode),
    staleTime: 0,
    gcTime: 0,
  });
}
