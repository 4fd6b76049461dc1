import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canOpen, type AccessContext } from '@bakrom/shared/menu-visibility';
import { editVatBody, getVatQuery, vatSchema } from '@bakrom/shared/schemas/settings-company';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { featureGuard } from '../merchants/feature-guard';
import { editVat, getVat } from './vat-service';

/** /vat is not offered in WEBSITE mode (spec part 2 §2.22): the menu's rule, whatever the locations. */
const mayUseVat = (context: AccessContext) => canOpen('/vat', { ...context, locations: [] });

/** VAT (/vat): every merchant user reads the rates; only a super admin changes them (spec part 2 §2.16, §6). */
export function vatRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', featureGuard(db, mayUseVat, 'Merverdiavgift vises ikke for bedrifter med bare nettside.'));

    app.get(
      '/api/settings/getVat',
      { schema: { tags: ['settings'], querystring: getVatQuery, response: { 200: vatSchema } } },
      async (request) => getVat(db, requireSession(request).merchantId),
    );

    app.post(
      '/api/settings/editVat',
      { config: { access: 'superadmin' }, schema: { tags: ['settings'], body: editVatBody, response: { 200: vatSchema } } },
      async (request) => editVat(db, requireSession(request), request.body),
    );
  };
}
