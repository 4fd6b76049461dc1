import { useState } from 'react';
import type { StoredUser } from '@bakrom/shared/schemas/auth';
import { getStoredUser } from './storage';

/**
 * The user stored when a page opened. Login pages redirect a visitor who arrives logged in, but
 * not the one who has just logged in on the page (that one is navigated by the page itself).
 */
export function useInitialUser(): StoredUser | null {
  const [user] = useState(getStoredUser);
  return user;
}
