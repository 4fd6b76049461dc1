import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The location a screen works on, kept in the `locationId` query parameter so that links and
 * reloads keep it. Without the parameter the first location is chosen; a parameter naming none of
 * the locations gives no location and `unknown` (the screen shows that it was not found), never
 * another location than the link named.
 */
export function useLocationParam<L extends { id: string }>(locations: readonly L[]) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('locationId');
  const unknown = requested !== null && !locations.some((candidate) => candidate.id === requested);
  const location = requested === null ? locations[0] : locations.find((candidate) => candidate.id === requested);

  const setLocationId = useCallback(
    (locationId: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('locationId', locationId);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { location, requestedId: requested, unknown, setLocationId };
}
