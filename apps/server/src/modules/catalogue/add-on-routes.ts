import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addOnGroupSchema, addOnSchema } from '@bakrom/shared/schemas/catalogue';
import {
  createAddOnGroupInput,
  createAddOnInput,
  deleteAddOnGroupInput,
  deleteAddOnInput,
  editAddOnGroupInput,
  editAddOnInput,
  sortListInput,
} from '@bakrom/shared/schemas/catalogue-input';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import {
  addOnAdminData,
  addOnGroupAdminData,
  addOnsOfGroup,
  createAddOn,
  createAddOnGroup,
  deleteAddOn,
  deleteAddOnGroup,
  editAddOn,
  editAddOnGroup,
  listAddOnGroups,
  sortAddOnGroups,
  sortAddOns,
} from './add-on-service';
import {
  SUCCEEDED,
  addOnAdminQuery,
  addOnAdminSchema,
  addOnGroupAdminSchema,
  addOnGroupQuery,
  merchantQuery,
  optionalAddOnGroupQuery,
} from '@bakrom/shared/schemas/catalogue-pages';

const tags = ['catalogue'];
const config = { access: 'merchant' as const };

export function addOnRoutes(db: Db, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/product/getAddOnGroups',
      { config, schema: { tags, querystring: merchantQuery, response: { 200: z.array(addOnGroupSchema) } } },
      async (request) => listAddOnGroups(db, requireSession(request).merchantId),
    );

    app.get(
      '/api/product/getDataForAddOnGroupAdminGui',
      { config, schema: { tags, querystring: optionalAddOnGroupQuery, response: { 200: addOnGroupAdminSchema } } },
      async (request) => addOnGroupAdminData(db, requireSession(request).merchantId, request.query.addOnGroupId),
    );

    app.get(
      '/api/product/getDataForAddOnAdminGui',
      { config, schema: { tags, querystring: addOnAdminQuery, response: { 200: addOnAdminSchema } } },
      async (request) => addOnAdminData(db, requireSession(request).merchantId, request.query.addOnGroupId, request.query.addOnId),
    );

    app.get(
      '/api/product/getAddOnsOfAddOnGroup',
      { config, schema: { tags, querystring: addOnGroupQuery, response: { 200: z.array(addOnSchema) } } },
      async (request) => addOnsOfGroup(db, requireSession(request).merchantId, request.query.addOnGroupId),
    );

    app.post(
      '/api/product/createAddOnGroup',
      { config, schema: { tags, body: createAddOnGroupInput, response: { 200: addOnGroupSchema } } },
      async (request) => createAddOnGroup(db, requireSession(request).merchantId, request.body),
    );

    app.post(
      '/api/product/editAddOnGroup',
      { config, schema: { tags, body: editAddOnGroupInput, response: { 200: addOnGroupSchema } } },
      async (request) => {
        const { addOnGroupId, ...group } = request.body;
        return editAddOnGroup(db, requireSession(request).merchantId, addOnGroupId, group);
      },
    );

    app.post(
      '/api/product/editAddOnGroups',
      { config, schema: { tags, description: 'Writes sortOrder = list position. Answers SUCCEEDED as text.', body: sortListInput } },
      async (request, reply) => {
        await sortAddOnGroups(db, requireSession(request).merchantId, request.body);
        return reply.type('text/plain; charset=utf-8').send(SUCCEEDED);
      },
    );

    app.post(
      '/api/product/deleteAddOnGroup',
      {
        config,
        schema: {
          tags,
          description: 'Removes the group from every item and variant and deletes its add-ons. Answers SUCCEEDED as text.',
          body: deleteAddOnGroupInput,
        },
      },
      async (request, reply) => {
        await deleteAddOnGroup(db, requireSession(request).merchantId, request.body.addOnGroupId);
        return reply.type('text/plain; charset=utf-8').send(SUCCEEDED);
      },
    );

    app.post(
      '/api/product/createAddOn',
      { config, schema: { tags, body: createAddOnInput, response: { 200: addOnSchema } } },
      async (request) => createAddOn(db, requireSession(request).merchantId, request.body),
    );

    app.post(
      '/api/product/editAddOn',
      { config, schema: { tags, body: editAddOnInput, response: { 200: addOnSchema } } },
      async (request) => {
        const { addOnId, ...addOn } = request.body;
        return editAddOn(db, { ...requireSession(request), at: clock.now() }, addOnId, addOn);
      },
    );

    app.post(
      '/api/product/editAddOns',
      { config, schema: { tags, description: 'Writes sortOrder = list position. Answers SUCCEEDED as text.', body: sortListInput } },
      async (request, reply) => {
        await sortAddOns(db, requireSession(request).merchantId, request.body);
        return reply.type('text/plain; charset=utf-8').send(SUCCEEDED);
      },
    );

    app.post(
      '/api/product/deleteAddOn',
      { config, schema: { tags, description: 'Answers SUCCEEDED as text.', body: deleteAddOnInput } },
      async (request, reply) => {
        await deleteAddOn(db, requireSession(request).merchantId, request.body.addOnId);
        return reply.type('text/plain; charset=utf-8').send(SUCCEEDED);
      },
    );
  };
}
