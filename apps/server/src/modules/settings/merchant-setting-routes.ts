import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  editMerchantSettingBody,
  getMerchantSettingQuery,
  merchantSettingDocumentSchema,
  savedIdSchema,
} from '@bakrom/shared/schemas/settings-company';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { editMerchantSetting, getMerchantSetting } from './merchant-setting-service';

/**
 * Merchant settings ('Merchant', /merchant; spec part 2 §2.20): only a super admin changes them. Every
 * logged-in user reads them: the web app refreshes its menu with them on each page load.
 */
export function merchantSettingRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/settings/getMerchantSetting',
      { schema: { tags: ['settings'], querystring: getMerchantSettingQuery, response: { 200: merchantSettingDocumentSchema } } },
      async (request) => getMerchantSetting(db, requireSession(request).merchantId),
    );

    app.post(
      '/api/settings/editMerchantSetting',
      { config: { access: 'superadmin' }, schema: { tags: ['settings'], body: editMerchantSettingBody, response: { 200: savedIdSchema } } },
      async (request) => editMerchantSetting(db, requireSession(request), request.body),
    );
  };
}
