import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

interface Guard {
  isDirty: () => boolean;
  ask: () => Promise<boolean>;
  discard: () => void;
}

/** The forms on screen with their unsaved-changes question (one in practice). */
const guards = new Set<Guard>();

/**
 * Asks before unsaved changes are thrown away, for a screen that replaces its form without leaving
 * the page (a location switcher): resolves true when nothing is unsaved or the user chose to leave
 * the changes, false when they chose to stay. After true the form no longer holds the navigation.
 */
export async function confirmDiscard(): Promise<boolean> {
  const dirty = [...guards].find((guard) => guard.isDirty());
  if (!dirty) return true;
  const leave = await dirty.ask();
  if (leave) dirty.discard();
  return leave;
}

/** What the unsaved-changes dialog of a form shows and answers. */
export interface LeaveQuestion {
  opened: boolean;
  answer: (leave: boolean) => void;
}

/**
 * Holds a changed form on its page: a navigation inside the app (another path or other query
 * parameters) waits for 'Forlat siden' / 'Bli på siden', and reloading or closing the tab asks the
 * browser's own question. `markLeaving` lets the next navigation through (after a save).
 */
export function useLeaveGuard(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  const discardedRef = useRef(false);
  dirtyRef.current = dirty;
  const [pendingAnswer, setPendingAnswer] = useState<((leave: boolean) => void) | null>(null);

  const isDirty = useCallback(() => dirtyRef.current && !discardedRef.current, []);
  const ask = useCallback(() => new Promise<boolean>((resolve) => setPendingAnswer(() => resolve)), []);
  const markLeaving = useCallback(() => {
    discardedRef.current = true;
  }, []);
  /** A new change after the form was let go holds the page again. */
  const markChanged = useCallback(() => {
    discardedRef.current = false;
  }, []);

  useEffect(() => {
    const guard: Guard = { isDirty, ask, discard: markLeaving };
    guards.add(guard);
    return () => void guards.delete(guard);
  }, [isDirty, ask, markLeaving]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      isDirty() && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let current = true;
    void ask().then((leave) => {
      if (!current) return;
      if (leave) {
        markLeaving();
        blocker.proceed();
      } else {
        blocker.reset();
      }
    });
    return () => {
      current = false;
    };
    // The blocker object is new on every render; its state is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state, ask, markLeaving]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, isDirty]);

  const question: LeaveQuestion = {
    opened: pendingAnswer !== null,
    answer: (leave) => {
      pendingAnswer?.(leave);
      setPendingAnswer(null);
    },
  };

  return { question, markLeaving, markChanged };
}
