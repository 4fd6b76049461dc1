import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathFor } from './session-expiry';
import { useUser } from './use-auth';

/**
 * Route guard (spec part 2 §2.2): only checks that somebody is logged in, not the role. A visitor
 * without a session goes to the login page, which returns to the page asked for afterwards.
 */
export function RequireAuth() {
  const user = useUser();
  const location = useLocation();
  if (!user) return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  return <Outlet />;
}
