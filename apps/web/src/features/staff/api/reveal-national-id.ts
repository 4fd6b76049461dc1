import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { revealNationalIdResponse } from '@bakrom/shared/schemas/staff';
import { api } from '@/lib/api-client';

type RevealedNationalId = z.infer<typeof revealNationalIdResponse>;

/**
 * GET /api/user/revealNationalId?merchant=…&userId=…: an employee's whole fødselsnummer or D-number, for an
 * ADMIN and a super admin (a MANAGER is answered 403). The server records every reveal, so it is asked on a
 * press of the button only, never cached.
 */
export async function revealNationalId(merchant: string, userId: string): Promise<string> {
  const answer = await api.get<RevealedNationalId>('/user/revealNationalId', { params: { merchant, userId } });
  return answer.nationalId;
}

export function useRevealNationalId(merchant: string, userId: string) {
  return useMutation({ mutationFn: () => revealNationalId(merchant, userId) });
}
