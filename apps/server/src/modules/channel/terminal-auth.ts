import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { hashToken, terminalKeyRefused, type TerminalFinder, type TerminalPrincipal } from '../../http/access';
import { prepareTerminalKeyLookup } from './terminal-key-repository';

export type { TerminalPrincipal } from '../../http/access';

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
 * statement. Keys are 32 random bytes, so a fast hash is right, as for session tokens.
 */
export function createTerminalFinder(db: Db): TerminalFinder {
  const lookup = prepareTerminalKeyLookup(db);
  return async (key) => (await lookup(hashToken(key))) ?? null;
}
