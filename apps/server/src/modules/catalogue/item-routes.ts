import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { itemSchema } from '@bakrom/shared/schemas/catalogue';
import { createItemInput, deleteItemInput, editItemInput, sortListInput } from '@bakrom/shared/schemas/catalogue-input';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import { createItem, deleteItem, editItem, getItem, itemAdminData, itemsOfCategory, listItems, sortItems } from './item-service';
import {
  categoryQuery,
  itemAdminQuery,
  itemAdminSchema,
  itemQuery,
  merchantQuery,
  SUCCEEDED,
} from '@bakrom/shared/schemas/catalogue-pages';

const tags = ['catalogue'];
const config = { access: 'merchant' as const };

export function itemRoutes(db: Db, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/product/getDataForItemAdminGui',
      { config, schema: { tags, querystring: itemAdminQuery, response: { 200: itemAdminSchema } } },
      async (request) => itemAdminData(db, requireSession(request).merchantId, request.query.categoryId, request.query.itemId),
    );

    app.get('/api/product/getItem', { config, schema: { tags, querystring: itemQuery, response: { 200: itemSchema } } }, async (request) =>
      getItem(db, requireSession(request).merchantId, request.query.itemId),
    );

    app.get(
      '/api/product/getItems',
      { config, schema: { tags, querystring: merchantQuery, response: { 200: z.array(itemSchema) } } },
      // Every item of the menu: written like getProducts, without a second check against the schema.
      async (request, reply) => {
        const answer = await listItems(db, requireSession(request).merchantId);
        return reply.type('application/json; charset=utf-8').serializer(JSON.stringify).send(answer);
      },
    );

    app.get(
      '/api/product/getItemsOfCategory',
      { config, schema: { tags, querystring: categoryQuery, response: { 200: z.array(itemSchema) } } },
      async (request) => itemsOfCategory(db, requireSession(request).merchantId, request.query.categoryId),
    );

    app.post(
      '/api/product/createItem',
      { config, schema: { tags, body: createItemInput, response: { 200: itemSchema } } },
      async (request) => createItem(db, requireSession(request).merchantId, request.body),
    );

    app.post('/api/product/editItem', { config, schema: { tags, body: editItemInput, response: { 200: itemSchema } } }, async (request) => {
      const { itemId, ...item } = request.body;
      return editItem(db, { ...requireSession(request), at: clock.now() }, itemId, item);
    });

    app.post(
      '/api/product/editItems',
      { config, schema: { tags, description: 'Writes sortOrder = list position. Answers SUCCEEDED as text.', body: sortListInput } },
      async (request, reply) => {
        await sortItems(db, requireSession(request).merchantId, request.body);
        return reply.type('text/plain; charset=utf-8').send(SUCCEEDED);
      },
    );

    app.post(
      '/api/product/deleteItem',
      { config, schema: { tags, description: 'Deletes the item and its image. Answers SUCCEEDED as text.', body: deleteItemInput } },
      async (request, reply) => {
        await deleteItem(db, requireSession(request).merchantId, request.body.itemId);
        return reply.type('text/plain; charset=utf-8').send(SUCCEEDED);
      },
    );
  };
}
