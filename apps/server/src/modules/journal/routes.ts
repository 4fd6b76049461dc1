import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { journalVerificationSchema, saftPublicKeysQuery, saftPublicKeysResponse, verifyJournalQuery } from '@bakrom/shared/schemas/journal';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { saftPublicKeysFor, verifyJournal } from './service';

/** The electronic journal and the signing keys: for an ADMIN or a super admin. */
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

    app.get(
      '/api/report/getSaftPublicKeys',
      {
        schema: {
          tags: ['reports'],
          description:
            'The public key of every signing key version of the merchant, to verify the signatures of a SAF-T Cash Register file.',
          querystring: saftPublicKeysQuery,
          response: { 200: saftPublicKeysResponse },
        },
      },
      async (request) => saftPublicKeysFor(db, requireSession(request)),
    );
  };
}
