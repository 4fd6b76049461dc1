import type { AddStaffRegisterEntryBody, StaffRegisterEntry } from '@bakrom/shared/schemas/staff-register';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { staffRegisterKeys } from './query-keys';

/** POST /api/staff/addStaffRegisterEntry: a forgotten clocking, with why it is added now; answers the new entry. */
export function addStaffRegisterEntry(body: AddStaffRegisterEntryBody): Promise<StaffRegisterEntry> {
  return api.post<StaffRegisterEntry>('/staff/addStaffRegisterEntry', body);
}

export function useAddStaffRegisterEntry() {
  return useInvalidatingMutation({ mutationFn: addStaffRegisterEntry, invalidates: [staffRegisterKeys.all] });
}
