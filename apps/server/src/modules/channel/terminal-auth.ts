import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { hashToken, terminalKeyRefused, type TerminalFinder, type TerminalPrincipal } from '../../http/access';
import { prepareTerminalKeyLookup } from './terminal-key-repository';
import { countWrongTerminalKey, terminalKeyThrottleKey, terminalKeyThrottled, type TerminalKeyLimits } from './terminal-key-throttle';

export type { TerminalPrincipal } from '../../http/access';
export type { TerminalKeyLimits } from './terminal-key-throttle';

/**
 * The terminal of a channel request, or 401. The access hook (http/access.ts) has checked the key of
 * every 'terminal' route before the handler runs; this hands its terminal to the handler.
 */
export function requireTerminal(request: FastifyRequest): TerminalPrincipal {
  if (!request.terminal) throw terminalKeyRefused();
  return request.terminal;
}

/**
 * The access hook's lookup of a key (`bkt_…`): its SHA-256 hash by the unique index, with one prepared
 * statement, which also reads whether the caller's address is throttled for wrong keys (429 then, even
 * for a right key). Keys are 32 random bytes, so a fast hash is right, as for session tokens. A key that
 * finds no terminal is counted against the address (`terminal-key-throttle.ts`).
 */
export function createTerminalFinder(db: Db, limits: TerminalKeyLimits): TerminalFinder {
  const lookup = prepareTerminalKeyLookup(db);
  return async (key, request) => {
    const row = await lookup(hashToken(key), terminalKeyThrottleKey(request.ip), limits.failuresPerIp);
    if (row?.throttledFor) throw terminalKeyThrottled(row.throttledFor);
    if (row) return { merchantId: row.merchantId, locationId: row.locationId, terminalId: row.terminalId, terminalType: row.terminalType };
    await countWrongTerminalKey(db, request, limits);
    return null;
  };
}
