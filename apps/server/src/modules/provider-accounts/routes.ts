import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dinteroAccountResponse,
  editDinteroAccountBody,
  editSwedbankPayAccountBody,
  providerAccountQuery,
  swedbankPayAccountResponse,
} from '@bakrom/shared/schemas/provider-accounts';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import {
  editDinteroAccount,
  editSwedbankPayAccount,
  getDinteroAccount,
  getSwedbankPayAccount,
  type ProviderAccountOptions,
} from './service';

/** The card-provider account calls (spec part 2 §7 Settings); registered with the superadmin access level. */
export function providerAccountRoutes(db: Db, options: ProviderAccountOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/settings/getSwedbankPayAccount',
      { schema: { tags: ['provider-accounts'], querystring: providerAccountQuery, response: { 200: swedbankPayAccountResponse } } },
      async (request) => getSwedbankPayAccount(db, options, requireSession(request).merchantId, request.query.locationId),
    );

    app.post(
      '/api/settings/editSwedbankPayAccount',
      { schema: { tags: ['provider-accounts'], body: editSwedbankPayAccountBody, response: { 200: swedbankPayAccountResponse } } },
      async (request) => editSwedbankPayAccount(db, options, requireSession(request), request.body),
    );

    app.get(
      '/api/settings/getDinteroAccount',
      { schema: { tags: ['provider-accounts'], querystring: providerAccountQuery, response: { 200: dinteroAccountResponse } } },
      async (request) => getDinteroAccount(db, options, requireSession(request).merchantId, request.query.locationId),
    );

    app.post(
      '/api/settings/editDinteroAccount',
      { schema: { tags: ['provider-accounts'], body: editDinteroAccountBody, response: { 200: dinteroAccountResponse } } },
      async (request) => editDinteroAccount(db, options, requireSession(request), request.body),
    );
  };
}
