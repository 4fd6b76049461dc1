import { getStoredUser, storeUser } from '@/features/auth/storage';
import { useUser } from '@/features/auth/use-auth';
import { ProfileView } from '@/features/profile/components/profile-view';
import { setLanguage, type Language } from '@/i18n';

/** The chosen language kept with the stored user (a reload keeps it), and the screens switched at once. */
function keepLanguage(language: Language): void {
  const user = getStoredUser();
  if (user) storeUser({ ...user, language });
  setLanguage(language);
}

export default function ProfileRoute() {
  const user = useUser();
  return user ? <ProfileView user={user} onLanguageChanged={keepLanguage} /> : null;
}
