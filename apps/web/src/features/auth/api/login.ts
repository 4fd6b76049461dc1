import { loginResponseSchema, normaliseUsername, storedUserSchema, type LoginRequest, type StoredUser } from '@bakrom/shared/schemas/auth';
import { texts } from '@/i18n';
import { api, ApiError } from '@/lib/api-client';

/** POST /api/public/backoffice_login: the logged-in user on SUCCEEDED, null on FAILED. */
export async function login(request: LoginRequest): Promise<StoredUser | null> {
  const answer = loginResponseSchema.parse(await api.post<unknown>('/public/backoffice_login', request));
  if (answer.result !== 'SUCCEEDED' || !answer.user) return null;
  return storedUserSchema.parse(JSON.parse(answer.user));
}

export type LoginOutcome = { user: StoredUser } | { error: string };

/**
 * Runs a login and turns every failure into the text the login page shows: the page's own
 * failure text for wrong credentials or rejected input, the server's text when attempts are
 * rate limited, and a connection notice when the server cannot answer.
 */
async function attemptLogin(request: LoginRequest, failedText: string): Promise<LoginOutcome> {
  try {
    const user = await login(request);
    return user ? { user } : { error: failedText };
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return { error: error.message };
    if (error instanceof ApiError && error.status < 500) return { error: failedText };
    return { error: texts.login.unavailable };
  }
}

/** Staff login (/login): the username is trimmed and lower-cased. */
export function loginAsStaff(username: string, password: string): Promise<LoginOutcome> {
  return attemptLogin({ username: normaliseUsername(username), password }, texts.login.failed);
}

/** Super-admin login (/superadmin/login): the username as typed, for the given merchant. */
export function loginAsSuperAdmin(username: string, password: string, merchant?: string): Promise<LoginOutcome> {
  return attemptLogin({ username, password, merchant }, texts.login.superAdminFailed);
}
