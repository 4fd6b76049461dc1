import type { StoredUser } from '@bakrom/shared/schemas/auth';
import { useLiveUpdates } from './use-live-updates';

/** The logged-in tab's live stream (mounted once in the authenticated layout); it renders nothing. */
export function LiveUpdates({ user }: { user: StoredUser | null }) {
  useLiveUpdates(user !== null);
  return null;
}
