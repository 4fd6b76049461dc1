import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/errors';
import type { DbOrTx } from '../../db/client';
import { findPrinterKeyHash } from './repository';

/**
 * Printers cannot carry a session: each location's printers authenticate with HTTP Basic, any user name
 * and the location's printer key as the password. Only the key's SHA-256 is stored (the key is 192
 * random bits, so a fast hash suffices, as for session tokens). An unknown location, a location without
 * a key and a wrong key all answer the same 401.
 */

export const PRINTER_REALM = 'Bakrom CloudPRNT';

export function newPrinterKey(): string {
  return randomBytes(24).toString('base64url');
}

export function hashPrinterKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The password of an `Authorization: Basic base64(user:password)` header, if well formed. */
export function basicPassword(header: string | undefined): string | undefined {
  const match = header?.match(/^Basic\s+([A-Za-z0-9+/=]{1,1000})$/i);
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 ? decoded.slice(colon + 1) : undefined;
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Throws 401 (with a Basic challenge) unless the request carries the location's printer key. */
export async function authenticatePrinter(db: DbOrTx, request: FastifyRequest, reply: FastifyReply, locationId: string): Promise<void> {
  const password = basicPassword(request.headers.authorization);
  const stored = await findPrinterKeyHash(db, locationId);
  const offered = hashPrinterKey(password ?? '');
  if (password === undefined || stored === undefined || !sameHash(offered, stored)) {
    reply.header('www-authenticate', `Basic realm="${PRINTER_REALM}", charset="UTF-8"`);
    request.log.warn({ locationId }, 'CloudPRNT printer refused');
    throw unauthorized();
  }
}
