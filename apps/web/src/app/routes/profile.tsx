import { useUser } from '@/features/auth/use-auth';
import { ProfileView } from '@/features/profile/components/profile-view';

export default function ProfileRoute() {
  const user = useUser();
  return user ? <ProfileView user={user} /> : null;
}
