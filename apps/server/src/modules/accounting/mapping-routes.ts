import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMappingResponse, getAccountMappingQuery, saveAccountMappingBody } from '@bakrom/shared/schemas/accounting';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { assertMayUseAccounting, getAccountMapping, saveAccountMapping } from './service';

const tags = ['accounting'];

/** 'Regnskap': the account mapping in force, and a save that adds the next version (audited). */
export function mappingRoutes(db: Db, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/accounting/getAccountMapping',
      {
        schema: { tags, querystring: getAccountMappingQuery, response: { 200: accountMappingResponse } },
        preValidation: async (request) => assertMayUseAccounting(requireSession(request)),
      },
      async (request) => getAccountMapping(db, requireSession(request).merchantId),
    );

    app.post(
      '/api/accounting/saveAccountMapping',
      {
        schema: { tags, body: saveAccountMappingBody, response: { 200: accountMappingResponse } },
        preValidation: async (request) => assertMayUseAccounting(requireSession(request)),
      },
      async (request) => saveAccountMapping(db, clock, requireSession(request), request.body),
    );
  };
}
