import type { Db } from '../../db/client';
import { cursorTime, type Cursor } from './cursor';
import { selectOrderChangesSince, selectSessionOpen, type OrderChange } from './repository';

/** At most this many missed changes are replayed; more, and the client reads everything again. */
export const REPLAY_LIMIT = 500;
/** A cursor older than this is not replayed: the client reads everything again. */
export const REPLAY_WINDOW_MS = 24 * 60 * 60 * 1000;

export type CatchUp = { replay: OrderChange[] } | { reset: true };

/**
 * What a reconnecting stream missed since its cursor: the changes to replay, or a reset when the
 * cursor is too old or too much happened in between for a replay to be worth it.
 */
export async function catchUp(db: Db, merchantId: string, cursor: Cursor, now: Date): Promise<CatchUp> {
  if (now.getTime() - cursorTime(cursor).getTime() > REPLAY_WINDOW_MS) return { reset: true };
  const changes = await selectOrderChangesSince(db, merchantId, cursor, REPLAY_LIMIT + 1);
  return changes.length > REPLAY_LIMIT ? { reset: true } : { replay: changes };
}

/** The cursor of an instant, for a stream that starts without one. */
export function cursorAt(instant: Date): string {
  return `${instant.getTime() * 1000}-00000000-0000-0000-0000-000000000000`;
}

/** Whether a stream's session may still receive events; checked at every heartbeat, without extending the session. */
export function sessionStillOpen(db: Db, sessionId: string): Promise<boolean> {
  return selectSessionOpen(db, sessionId);
}
