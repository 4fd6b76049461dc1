import type { ChangeOwnLanguageBody, ChangeOwnLanguageResponse } from '@bakrom/shared/schemas/staff';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';

/** POST /api/user/changeOwnLanguage {language}: the language of the logged-in user's screens and messages. */
export function changeOwnLanguage(body: ChangeOwnLanguageBody): Promise<ChangeOwnLanguageResponse> {
  return api.post<ChangeOwnLanguageResponse>('/user/changeOwnLanguage', body);
}

/**
 * The change, then `onChanged` with the language the server keeps (the caller stores it with the user and
 * switches the screens). No cached answer depends on the language: the screens draw again from the cache.
 */
export function useChangeOwnLanguage(onChanged: (language: ChangeOwnLanguageResponse['language']) => void) {
  return useInvalidatingMutation({
    mutationFn: changeOwnLanguage,
    invalidates: [],
    onSuccess: ({ language }) => onChanged(language),
  });
}
