import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { sellingRoutes } from './order-routes';
import type { TransactionSigner } from '../saft/signing-service';
import { staffClockRoutes } from './staff-clock-routes';
import { statusRoutes } from './status-routes';
import { terminalEventRoutes } from './terminal-event-routes';
import { terminalKeyRoutes } from './terminal-key-routes';

/**
 * The channel API (issue 15): what a merchant's tills, kiosks and webshops call with their terminal key.
 * Registered with access 'terminal': each request's key is checked before its handler runs, and
 * `requireTerminal(request)` gives the handler the key's merchant, location and terminal.
 */
export function channelRoutes(db: Db, clock: Clock, signer: TransactionSigner): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(terminalKeyRoutes(db));
    await app.register(sellingRoutes(db, clock, signer));
    await app.register(statusRoutes(db, clock, signer));
    await app.register(terminalEventRoutes(db, clock));
    await app.register(staffClockRoutes(db, clock));
  };
}
