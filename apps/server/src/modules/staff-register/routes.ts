import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mayUseEmployees } from '@bakrom/shared/menu-visibility';
import {
  addStaffRegisterEntryBody,
  correctStaffRegisterEntryBody,
  getStaffRegisterQuery,
  staffRegisterDaySchema,
  staffHoursSchema,
  staffPeriodQuery,
  staffRegisterPdfQuery,
  staffRegisterWriteResponse,
} from '@bakrom/shared/schemas/staff-register';
import { requireSession } from '../../http/access';
import { attachmentDisposition } from '../../http/content-disposition';
import { featureGuard } from '../merchants/feature-guard';
import { staffRegisterPdf, staffRegisterSheet, type StaffRegisterFile } from './download-service';
import { addStaffRegisterEntry, correctStaffRegisterEntry, getStaffHours, getStaffRegister, type StaffRegisterContext } from './service';

const tags = ['staff register'];

function send(reply: FastifyReply, file: StaffRegisterFile & { contentType: string }) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.body);
}

/** Personalliste (/staffRegister): MANAGER, ADMIN and super admin of a merchant whose staff use the tills (modes POS and ALL). */
export function staffRegisterRoutes(context: StaffRegisterContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', featureGuard(context.db, mayUseEmployees, 'Personallisten er ikke slått på for denne bedriften.'));

    app.get(
      '/api/staff/getStaffRegister',
      { schema: { tags, querystring: getStaffRegisterQuery, response: { 200: staffRegisterDaySchema } } },
      async (request) => getStaffRegister(context, requireSession(request).merchantId, request.query),
    );

    app.post(
      '/api/staff/addStaffRegisterEntry',
      { schema: { tags, body: addStaffRegisterEntryBody, response: { 200: staffRegisterWriteResponse } } },
      async (request) => addStaffRegisterEntry(context, requireSession(request), request.body),
    );

    app.post(
      '/api/staff/correctStaffRegisterEntry',
      { schema: { tags, body: correctStaffRegisterEntryBody, response: { 200: staffRegisterWriteResponse } } },
      async (request) => correctStaffRegisterEntry(context, requireSession(request), request.body),
    );

    app.get(
      '/api/staff/getStaffHours',
      { schema: { tags, querystring: staffPeriodQuery, response: { 200: staffHoursSchema } } },
      async (request) => getStaffHours(context, requireSession(request), request.query),
    );

    app.get('/api/staff/pdf/staffRegister', { schema: { tags, querystring: staffRegisterPdfQuery } }, async (request, reply) =>
      send(reply, { contentType: 'application/pdf', ...(await staffRegisterPdf(context, requireSession(request), request.query)) }),
    );

    for (const format of ['csv', 'xlsx'] as const) {
      app.get(`/api/staff/${format}/staffRegister`, { schema: { tags, querystring: staffPeriodQuery } }, async (request, reply) =>
        send(reply, await staffRegisterSheet(context, requireSession(request), request.query, format)),
      );
    }
  };
}
