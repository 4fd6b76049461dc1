import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canOpen } from '@bakrom/shared/menu-visibility';
import {
  createRewardProgramBody,
  deleteRewardProgramBody,
  editRewardProgramBody,
  getDataForRewardProgramAdminGuiQuery,
  getRewardProgramsQuery,
  getRewardProgramsResponse,
  rewardProgramAdminSchema,
  rewardProgramSchema,
} from '@bakrom/shared/schemas/loyalty';
import { succeededSchema } from '@bakrom/shared/schemas/operations';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { featureGuard } from '../merchants/feature-guard';
import { createRewardProgram, deleteRewardProgram, editRewardProgram, getRewardProgramAdmin, getRewardPrograms } from './reward-service';

/** The reward programme (/rewards): the merchant offers it and is not in WEBSITE mode, as the menu shows it. */
export function rewardRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook(
      'onRequest',
      featureGuard(
        db,
        (context) => canOpen('/rewards', { ...context, locations: [] }),
        'Bonusprogram er ikke slått på for denne bedriften.',
      ),
    );

    app.get(
      '/api/loyalty/getRewardPrograms',
      { schema: { tags: ['loyalty'], querystring: getRewardProgramsQuery, response: { 200: getRewardProgramsResponse } } },
      async (request) => getRewardPrograms(db, requireSession(request).merchantId),
    );

    app.get(
      '/api/loyalty/getDataForRewardProgramAdminGui',
      { schema: { tags: ['loyalty'], querystring: getDataForRewardProgramAdminGuiQuery, response: { 200: rewardProgramAdminSchema } } },
      async (request) => getRewardProgramAdmin(db, requireSession(request).merchantId, request.query.rewardProgramId),
    );

    app.post(
      '/api/loyalty/createRewardProgram',
      { schema: { tags: ['loyalty'], body: createRewardProgramBody, response: { 200: rewardProgramSchema } } },
      async (request) => createRewardProgram(db, requireSession(request).merchantId, request.body),
    );

    app.post(
      '/api/loyalty/editRewardProgram',
      { schema: { tags: ['loyalty'], body: editRewardProgramBody, response: { 200: rewardProgramSchema } } },
      async (request) => {
        const { id, rewardProgramId, ...input } = request.body;
        return editRewardProgram(db, requireSession(request).merchantId, (id ?? rewardProgramId)!, input);
      },
    );

    app.post(
      '/api/loyalty/deleteRewardProgram',
      { schema: { tags: ['loyalty'], body: deleteRewardProgramBody, response: { 200: succeededSchema } } },
      async (request) => {
        await deleteRewardProgram(db, requireSession(request).merchantId, (request.body.id ?? request.body.rewardProgramId)!);
        return 'SUCCEEDED' as const;
      },
    );
  };
}
