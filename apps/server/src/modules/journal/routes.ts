import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { journalVerificationSchema, verifyJournalQuery } from '@bakrom/shared/schemas/journal';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { verifyJournal } from './service';

/** The electronic journal: its check by an ADMIN or a super admin. */
export function journalRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/report/verifyJournal',
      {
        schema: {
          tags: ['reports'],
          description: "Walks the merchant's electronic journal and names the first entry that does not follow from the ones before it.",
          querystring: verifyJournalQuery,
          response: { 200: journalVerificationSchema },
        },
      },
      async (request) => verifyJournal(db, requireSession(request)),
    );
  };
}
