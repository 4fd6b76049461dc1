import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companySchema, editCompanyBody, getCompanyQuery, savedIdSchema } from '@bakrom/shared/schemas/settings-company';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { editCompany, getCompany } from './company-service';

/** The company ('Firmainnstillinger', /company; spec part 2 §2.17): every merchant user. */
export function companyRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/settings/getCompany',
      { schema: { tags: ['settings'], querystring: getCompanyQuery, response: { 200: companySchema } } },
      async (request) => getCompany(db, requireSession(request).merchantId),
    );

    app.post(
      '/api/settings/editCompany',
      { schema: { tags: ['settings'], body: editCompanyBody, response: { 200: savedIdSchema } } },
      async (request) => editCompany(db, requireSession(request), request.body),
    );
  };
}
