import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The location a screen works on, kept in the `locationId` query parameter so that links and
 * reloads keep it. An unknown or missing id falls back to the first location.
 */
export function useLocationParam<L extends { id: string }>(locations: readonly L[]) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('locationId');
  const location = locations.find((candidate) => candidate.id === requested) ?? locations[0];

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

  return { location, requestedId: requested, setLocationId };
}
