import { LOGOUT_PATH } from './api/logout';
import { clearStoredUser, getStoredUser } from './storage';
import { withReturnPath } from './return-path';

/** Kept for the tab only: whose session ran out, so the login page can say so and offer the right login. */
const EXPIRED_KEY = 'sessionExpired';

export interface ExpiredSession {
  superAdmin: boolean;
  merchant: string;
}

/**
 * The server answered 401: the session is gone (expired or revoked). The user is logged out, which
 * sends them to the login page through the route guard; unless this was the logout itself, the login
 * page then says the session ran out.
 */
export function endExpiredSession(path: string): void {
  const user = getStoredUser();
  if (user && path !== LOGOUT_PATH) {
    const expired: ExpiredSession = { superAdmin: user.userRole === 'SUPER_ADMIN', merchant: user.merchant };
    try {
      window.sessionStorage.setItem(EXPIRED_KEY, JSON.stringify(expired));
    } catch {
      // Without storage the login page just does not mention the expiry.
    }
  }
  clearStoredUser();
}

export function expiredSession(): ExpiredSession | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(EXPIRED_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { superAdmin, merchant } = value as Record<string, unknown>;
    return typeof superAdmin === 'boolean' && typeof merchant === 'string' ? { superAdmin, merchant } : null;
  } catch {
    return null;
  }
}

export function forgetExpiredSession(): void {
  try {
    window.sessionStorage.removeItem(EXPIRED_KEY);
  } catch {
    // Nothing kept.
  }
}

/**
 * Where a visitor without a session goes: the login page, returning afterwards to the page they asked
 * for. A super admin whose session ran out goes to the super-admin login for the same merchant.
 */
export function loginPathFor(returnTo: string): string {
  const expired = expiredSession();
  const loginPath = expired?.superAdmin ? `/superadmin/login?merchant=${encodeURIComponent(expired.merchant)}` : '/login';
  return withReturnPath(loginPath, returnTo);
}
