/**
 * Where the login pages send the user afterwards: the page they asked for, or were on when the
 * session ran out. Only a path of this app is followed, never another site (no open redirect).
 */

/** The query parameter of the login pages that names the page to return to. */
export const RETURN_PARAM = 'returnTo';

const LOGIN_PATHS = ['/login', '/superadmin/login'];
const ORIGIN = 'http://bakrom.invalid';

/**
 * A same-origin path to return to, or null: it must start with a single '/', hold no backslash,
 * whitespace or control character, stay on this origin once parsed, and not be a login page.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (/\s/.test(value) || [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  if (LOGIN_PATHS.some((path) => url.pathname.toLowerCase() === path)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A login page's address that returns to `returnTo` afterwards (nothing to return to for the start page). */
export function withReturnPath(loginPath: string, returnTo: string): string {
  const path = safeReturnPath(returnTo);
  if (!path || path === '/') return loginPath;
  const separator = loginPath.includes('?') ? '&' : '?';
  return `${loginPath}${separator}${RETURN_PARAM}=${encodeURIComponent(path)}`;
}
