import type { CorrectStaffRegisterEntryBody, StaffRegisterEntry } from '@bakrom/shared/schemas/staff-register';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { staffRegisterKeys } from './query-keys';

/**
 * POST /api/staff/correctStaffRegisterEntry: a new time for an entry, or the entry struck out, with why. The
 * entry itself is never changed: the correction is recorded beside it. Answers the entry as the register now shows it.
 */
export function correctStaffRegisterEntry(body: CorrectStaffRegisterEntryBody): Promise<StaffRegisterEntry> {
  return api.post<StaffRegisterEntry>('/staff/correctStaffRegisterEntry', body);
}

export function useCorrectStaffRegisterEntry() {
  return useInvalidatingMutation({ mutationFn: correctStaffRegisterEntry, invalidates: [staffRegisterKeys.all] });
}
