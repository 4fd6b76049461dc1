import type { ReactNode } from 'react';
import { useMatches, useSearchParams } from 'react-router';
import { canOpen, startPath } from '@bakrom/shared/menu-visibility';
import type { StoredUser } from '@bakrom/shared/schemas/auth';
import type { ScreenHandle } from './screen-handle';
import { LocationNotFound } from '@/components/location-not-found';
import { NotFound } from '@/components/not-found';
import { menuContextOf } from '@/features/layout/nav-model';

function useScreenHandle(): ScreenHandle | undefined {
  return useMatches()
    .map((match) => match.handle as ScreenHandle | undefined)
    .filter((handle) => handle !== undefined)
    .at(-1);
}

/**
 * The screen, or the not-found page when the user's role and the merchant's settings do not allow it
 * (the same rule hides its menu entry and makes the server refuse its calls), or when its link names a
 * location that is not one of the user's (a made-up or another merchant's id).
 */
export function RequireAccess({ user, children }: { user: StoredUser; children: ReactNode }) {
  const handle = useScreenHandle();
  const [params] = useSearchParams();
  if (handle && !canOpen(handle.access, menuContextOf(user))) {
    return <NotFound homePath={startPath(user.merchantSetting.useFunctionality)} />;
  }
  const locationId = params.get('locationId');
  if (handle?.locationParam && locationId !== null && !user.locations.some((location) => location.id === locationId)) {
    return <LocationNotFound />;
  }
  return children;
}
