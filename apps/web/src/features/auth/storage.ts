import { USER_ROLES } from '@bakrom/shared/enums';
import type { StoredUser } from '@bakrom/shared/schemas/auth';

/** The logged-in user lives in localStorage under this key (spec part 1 §3 User). */
export const USER_STORAGE_KEY = 'user';

type Listener = () => void;
const listeners = new Set<Listener>();

let cachedRaw: string | null | undefined;
let cachedUser: StoredUser | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(USER_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * A structural check of what the screens rely on. The full schema check runs at login (the
 * login call's module); restoring stays light so that the first page load carries no schema library.
 */
function isStoredUser(value: unknown): value is StoredUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  const setting = user.merchantSetting as Record<string, unknown> | null | undefined;
  return (
    typeof user.authToken === 'string' &&
    user.authToken !== '' &&
    typeof user.merchant === 'string' &&
    typeof user.merchantName === 'string' &&
    typeof user.username === 'string' &&
    (USER_ROLES as readonly unknown[]).includes(user.userRole) &&
    Array.isArray(user.locations) &&
    typeof setting === 'object' &&
    setting !== null &&
    typeof setting.useFunctionality === 'string'
  );
}

function parse(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isStoredUser(value) ? value : null;
  } catch {
    return null;
  }
}

/** The stored user, or null when nobody is logged in (or the stored value is unreadable). */
export function getStoredUser(): StoredUser | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parse(raw);
  }
  return cachedUser;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function storeUser(user: StoredUser): void {
  window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  notify();
}

export function clearStoredUser(): void {
  window.localStorage.removeItem(USER_STORAGE_KEY);
  notify();
}

/** Subscribes to login and logout, also when they happen in another browser tab. */
export function subscribeToUser(listener: Listener): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === USER_STORAGE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
