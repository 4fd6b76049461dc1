import { useSyncExternalStore } from 'react';
import type { StoredUser } from '@bakrom/shared/schemas/auth';
import { getStoredUser, subscribeToUser } from './storage';

/** The logged-in user, restored from storage at start and updated on login and logout. */
export function useUser(): StoredUser | null {
  return useSyncExternalStore(subscribeToUser, getStoredUser, () => null);
}
