import { useUser } from '@/features/auth/use-auth';
import { TerminalsView } from '@/features/staff/components/terminals-view';

export default function TerminalsRoute() {
  const user = useUser();
  return user ? <TerminalsView user={user} /> : null;
}
