import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { canOpen, startPath } from '@bakrom/shared/menu-visibility';
import type { StoredUser } from '@bakrom/shared/schemas/auth';
import type { ScreenHandle } from '@/app/route-table';
import { NotFound } from '@/components/not-found';
import { menuContextOf } from '@/features/layout/nav-model';

/** Whether the user may open the screen now shown, by the rule of its menu entry. */
export function useScreenAllowed(user: StoredUser): boolean {
  const access = useMatches()
    .map((match) => (match.handle as ScreenHandle | undefined)?.access)
    .filter((path) => path !== undefined)
    .at(-1);
  return access === undefined || canOpen(access, menuContextOf(user));
}

/**
 * The screen, or the not-found page when the user's role and the merchant's settings do not allow it
 * (the same rule hides its menu entry and makes the server refuse its calls).
 */
export function RequireAccess({ user, children }: { user: StoredUser; children: ReactNode }) {
  if (!useScreenAllowed(user)) return <NotFound homePath={startPath(user.merchantSetting.useFunctionality)} />;
  return children;
}
