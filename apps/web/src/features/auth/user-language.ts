import type { StoredUser } from '@bakrom/shared/schemas/auth';
import { isLanguage, setLanguage, type Language } from '@/i18n';
import { getStoredUser, subscribeToUser } from './storage';

/** A user's own language: the login answer's, Norwegian for a user stored before there was a choice. */
export function languageOf(user: StoredUser): Language {
  return isLanguage(user.language) ? user.language : 'nb';
}

/** The logged-in user's language applies (the login page's choice gives way to it). */
export function applyUserLanguage(): void {
  const user = getStoredUser();
  if (user) setLanguage(languageOf(user));
}

/**
 * The interface speaks the logged-in user's language: at start (a reload keeps it), after a login, and when
 * another tab logs in or changes it. A logout keeps the language the login page then shows.
 */
export function followUserLanguage(): () => void {
  applyUserLanguage();
  return subscribeToUser(applyUserLanguage);
}
