import { Navigate, Outlet } from 'react-router';
import { useUser } from './use-auth';

/** Route guard (spec part 2 §2.2): only checks that somebody is logged in, not the role. */
export function RequireAuth() {
  const user = useUser();
  if (!user) return <Navigate to="/login" replace />;
  return <Outlet />;
}
