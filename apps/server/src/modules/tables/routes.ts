import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mayUseTables } from '@bakrom/shared/menu-visibility';
import { succeededSchema } from '@bakrom/shared/schemas/operations';
import {
  createTableBody,
  deleteTableBody,
  editTableBody,
  getTableQuery,
  listTablesQuery,
  listTablesResponse,
  tableSchema,
} from '@bakrom/shared/schemas/tables';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { featureGuard } from '../merchants/feature-guard';
import { createTable, deleteTable, editTable, getTable, listTables } from './service';

/** Tables (/tables): for super admins, and for merchants in mode KIOSK_TAKEAWAY or ALL (spec part 2 §2.22; `mayUseTables`). */
export function tableRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', featureGuard(db, mayUseTables, 'Bord er ikke slått på for denne bedriften.'));

    app.get(
      '/api/table/listTables',
      { schema: { tags: ['tables'], querystring: listTablesQuery, response: { 200: listTablesResponse } } },
      async (request) => listTables(db, requireSession(request).merchantId, request.query.locationId),
    );

    app.get(
      '/api/table/getTable',
      { schema: { tags: ['tables'], querystring: getTableQuery, response: { 200: tableSchema } } },
      async (request) => getTable(db, requireSession(request).merchantId, request.query.tableId),
    );

    app.post(
      '/api/table/createTable',
      { schema: { tags: ['tables'], body: createTableBody, response: { 200: tableSchema } } },
      async (request) => createTable(db, requireSession(request).merchantId, request.body),
    );

    app.post(
      '/api/table/editTable',
      { schema: { tags: ['tables'], body: editTableBody, response: { 200: tableSchema } } },
      async (request) => {
        const { id, tableId, ...input } = request.body;
        return editTable(db, requireSession(request).merchantId, (id ?? tableId)!, input);
      },
    );

    app.post(
      '/api/table/deleteTable',
      { schema: { tags: ['tables'], body: deleteTableBody, response: { 200: succeededSchema } } },
      async (request) => {
        const { id, tableId } = request.body;
        await deleteTable(db, requireSession(request).merchantId, (id ?? tableId)!);
        return 'SUCCEEDED' as const;
      },
    );
  };
}
