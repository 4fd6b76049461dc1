import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cloudPrntConfirmQuery,
  cloudPrntConfirmResponse,
  cloudPrntDocumentQuery,
  cloudPrntDocumentSchema,
  cloudPrntFetchQuery,
  cloudPrntParams,
  cloudPrntPollBody,
  cloudPrntPollResponse,
  openCashDrawerBody,
  openCashDrawerResponse,
  rotateCloudPrntKeyBody,
  rotateCloudPrntKeyResponse,
} from '@bakrom/shared/schemas/printing';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { requireSession, requireSuperAdmin } from '../../http/access';
import { authenticatePrinter } from './printer-auth';
import { printerIdentity } from './queue';
import { confirmJob, emptyJobs, fetchJob, getDocument, openCashDrawer, poll, rotatePrinterKey } from './service';

/**
 * Printing: the cash drawer for merchant users, the CloudPRNT server for the locations' printers (public
 * at the router, authenticated by the location's printer key after the request is validated), and the
 * super-admin support calls of /cloudprnt.
 */
export function printingRoutes(db: Db, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/printing/openCashDrawer',
      { schema: { tags: ['printing'], body: openCashDrawerBody, response: { 200: openCashDrawerResponse } } },
      async (request) => {
        const session = requireSession(request);
        return openCashDrawer(db, session, request.body.orderDocumentId, clock.now());
      },
    );

    const printer = { config: { access: 'public' as const } };
    const tags = ['cloudprnt'];

    app.post(
      '/api/cloudprnt/:locationId',
      {
        ...printer,
        schema: {
          tags,
          description: 'CloudPRNT poll. HTTP Basic: any user name, the location’s printer key as password.',
          params: cloudPrntParams,
          body: cloudPrntPollBody,
          response: { 200: cloudPrntPollResponse },
        },
        preHandler: async (request, reply) => authenticatePrinter(db, request, reply, request.params.locationId),
      },
      async (request) => poll(db, request.params.locationId, printerIdentity(request.body.uniqueID, request.body.printerMAC), clock.now()),
    );

    app.get(
      '/api/cloudprnt/:locationId',
      {
        ...printer,
        schema: {
          tags,
          description: 'CloudPRNT job fetch: the job’s body (200), 404 no job, 415 not in that media type. Reads only.',
          params: cloudPrntParams,
          querystring: cloudPrntFetchQuery,
        },
        preHandler: async (request, reply) => authenticatePrinter(db, request, reply, request.params.locationId),
      },
      async (request, reply) => {
        const { uid, mac, type, token } = request.query;
        const job = await fetchJob(db, request.params.locationId, { type, token }, printerIdentity(uid, mac), clock.now());
        if (job.cashDrawer) reply.header('X-Star-CashDrawer', job.cashDrawer);
        return reply.type(job.contentType).send(job.body);
      },
    );

    // A confirmation carries everything in its query; whatever body comes with it (a client that always
    // says JSON, with nothing after it) is not read.
    await app.register(async (child) => {
      const confirmations = child.withTypeProvider<ZodTypeProvider>();
      confirmations.removeContentTypeParser('application/json');
      confirmations.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));
      confirmations.delete(
        '/api/cloudprnt/:locationId',
        {
          ...printer,
          schema: {
            tags,
            description: 'CloudPRNT job confirmation: a code starting with 2 means printed; another code keeps the job queued.',
            params: cloudPrntParams,
            querystring: cloudPrntConfirmQuery,
            response: { 200: cloudPrntConfirmResponse },
          },
          preHandler: async (request, reply) => authenticatePrinter(db, request, reply, request.params.locationId),
        },
        async (request) => {
          const { uid, mac, code, token } = request.query;
          return confirmJob(db, request.params.locationId, { code, token }, printerIdentity(uid, mac), clock.now());
        },
      );
    });

    const superadmin = { config: { access: 'superadmin' as const } };

    app.get(
      '/api/superadmin/support/getCloudPrntDocument',
      { ...superadmin, schema: { tags: ['support'], querystring: cloudPrntDocumentQuery, response: { 200: cloudPrntDocumentSchema } } },
      async (request) => getDocument(db, requireSuperAdmin(request).merchantId, request.query.locationId),
    );

    app.get(
      '/api/superadmin/support/emptyJobs',
      { ...superadmin, schema: { tags: ['support'], querystring: cloudPrntDocumentQuery, response: { 200: cloudPrntDocumentSchema } } },
      async (request) => {
        const session = requireSuperAdmin(request);
        const document = await emptyJobs(db, session.merchantId, request.query.locationId, clock.now());
        request.log.info({ locationId: request.query.locationId, user: session.username }, 'CloudPRNT jobs emptied');
        return document;
      },
    );

    app.post(
      '/api/superadmin/support/rotateCloudPrntKey',
      { ...superadmin, schema: { tags: ['support'], body: rotateCloudPrntKeyBody, response: { 200: rotateCloudPrntKeyResponse } } },
      async (request) => {
        const session = requireSuperAdmin(request);
        const answer = await rotatePrinterKey(db, session.merchantId, request.body.locationId, clock.now());
        request.log.info({ locationId: request.body.locationId, user: session.username }, 'CloudPRNT printer key replaced');
        return answer;
      },
    );
  };
}
