import { clearStoredUser, getStoredUser } from './storage';
import { withReturnPath } from './return-path';

/** Kept for the tab only: how the last session ended, so the login page can say so and lead back. */
const SESSION_END_KEY = 'sessionEnded';

/** The logout call's path (without /api): a 401 from it is no expired session to tell about. */
export const LOGOUT_PATH = '/public/backoffice_logout';

export interface SessionEnd {
  /** 'expired': the server no longer knew the session; 'logout': the user logged out. */
  reason: 'expired' | 'logout';
  superAdmin: boolean;
  merchant: string;
}

function remember(end: SessionEnd): void {
  try {
    window.sessionStorage.setItem(SESSION_END_KEY, JSON.stringify(end));
  } catch {
    // Without storage the login page just does not mention it.
  }
}

/** Logs the user out, remembering why: the route guard then sends them to the right login page. */
export function endSession(reason: SessionEnd['reason']): void {
  const user = getStoredUser();
  if (user) remember({ reason, superAdmin: user.userRole === 'SUPER_ADMIN', merchant: user.merchant });
  clearStoredUser();
}

/**
 * The server answered 401 to a call: the session is gone (expired or revoked). The user is logged out,
 * and the login page says the session ran out (unless this was the logout call itself).
 */
export function endExpiredSession(path: string): void {
  endSession(path === LOGOUT_PATH ? 'logout' : 'expired');
}

export function sessionEnd(): SessionEnd | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(SESSION_END_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { reason, superAdmin, merchant } = value as Record<string, unknown>;
    if ((reason !== 'expired' && reason !== 'logout') || typeof superAdmin !== 'boolean' || typeof merchant !== 'string') return null;
    return { reason, superAdmin, merchant };
  } catch {
    return null;
  }
}

export function forgetSessionEnd(): void {
  try {
    window.sessionStorage.removeItem(SESSION_END_KEY);
  } catch {
    // Nothing kept.
  }
}

/**
 * Where a visitor without a session goes: after a logout, /login (spec part 1 §2); otherwise the login
 * page, returning afterwards to the page asked for, and for a super admin whose session ran out the
 * super-admin login for the same merchant.
 */
export function loginPathFor(returnTo: string): string {
  const end = sessionEnd();
  if (end?.reason === 'logout') return '/login';
  const loginPath = end?.superAdmin ? `/superadmin/login?merchant=${encodeURIComponent(end.merchant)}` : '/login';
  return withReturnPath(loginPath, returnTo);
}
