import type { FastifyRequest } from 'fastify';
import type { AccessContext } from '@bakrom/shared/menu-visibility';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { forbidden } from '../../http/errors';
import { findMerchantContext } from './service';

/**
 * An onRequest hook for a module that only some merchants have: 403 with `message` unless the session's
 * role and its merchant's settings pass `rule`, the same rule (@bakrom/shared/menu-visibility) that
 * decides whether the web app offers the screen.
 */
export function featureGuard(db: Db, rule: (context: AccessContext) => boolean, message: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const session = requireSession(request);
    const merchant = await findMerchantContext(db, session.merchantId);
    if (!merchant || !rule({ role: session.userRole, settings: merchant.setting })) throw forbidden(message);
  };
}
