import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SAFT_CONTENT_TYPE, exportSaftCashRegisterQuery } from '@bakrom/shared/schemas/saft';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { attachmentDisposition } from '../../http/content-disposition';
import { assertMayAudit, exportSaftCashRegister } from './export-service';

/** The SAF-T Cash Register file of a period (issue 18): for an ADMIN or a super admin, streamed as it is read. */
export function saftExportRoutes(db: Db, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/report/exportSaftCashRegister',
      {
        schema: {
          tags: ['reports'],
          description:
            "The merchant's cash registers (one location or all) for a period of at most a year as a SAF-T Cash Register XML file " +
            '(Norwegian_SAF-T_Cash_Register_Schema_v_1.00.xsd): events with the X and Z reports, and every signed sale and return.',
          querystring: exportSaftCashRegisterQuery,
        },
        // Sent as it is written, uncompressed: compressing a year's file on the fly (even flushed chunk by chunk)
        // halved the rate and took the server's memory past its budget in the bench.
        compress: false,
        // A MANAGER is refused before the query is read: 403 whatever the dates.
        preValidation: async (request) => assertMayAudit(requireSession(request)),
      },
      async (request, reply) => {
        const file = await exportSaftCashRegister(db, clock, requireSession(request), request.query);
        return reply
          .header('content-type', SAFT_CONTENT_TYPE)
          .header('content-disposition', attachmentDisposition(file.fileName))
          .header('cache-control', 'no-store')
          .send(file.stream);
      },
    );
  };
}
