import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorySchema } from '@bakrom/shared/schemas/catalogue';
import { createCategoryInput, deleteCategoryInput, editCategoryInput, sortListInput } from '@bakrom/shared/schemas/catalogue-input';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/access';
import {
  categoryAdminData,
  createCategory,
  deleteCategory,
  editCategory,
  getCategory,
  listCategories,
  sortCategories,
} from './category-service';
import {
  categoryAdminSchema,
  categoryQuery,
  merchantQuery,
  optionalCategoryQuery,
  SUCCEEDED,
} from '@bakrom/shared/schemas/catalogue-pages';

const tags = ['catalogue'];
const config = { access: 'merchant' as const };

export function categoryRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/product/getDataForCategoryAdminGui',
      { config, schema: { tags, querystring: optionalCategoryQuery, response: { 200: categoryAdminSchema } } },
      async (request) => categoryAdminData(db, requireSession(request).merchantId, request.query.categoryId),
    );

    app.get(
      '/api/product/getCategory',
      { config, schema: { tags, querystring: categoryQuery, response: { 200: categorySchema } } },
      async (request) => getCategory(db, requireSession(request).merchantId, request.query.categoryId),
    );

    app.get(
      '/api/product/getCategories',
      { config, schema: { tags, querystring: merchantQuery, response: { 200: z.array(categorySchema) } } },
      async (request) => listCategories(db, requireSession(request).merchantId),
    );

    app.post(
      '/api/product/createCategory',
      { config, schema: { tags, body: createCategoryInput, response: { 200: categorySchema } } },
      async (request) => createCategory(db, requireSession(request).merchantId, request.body),
    );

    app.post(
      '/api/product/editCategory',
      { config, schema: { tags, body: editCategoryInput, response: { 200: categorySchema } } },
      async (request) => {
        const { categoryId, ...category } = request.body;
        return editCategory(db, requireSession(request).merchantId, categoryId, category);
      },
    );

    app.post(
      '/api/product/editCategories',
      { config, schema: { tags, description: 'Writes sortOrder = list position. Answers SUCCEEDED as text.', body: sortListInput } },
      async (request, reply) => {
        await sortCategories(db, requireSession(request).merchantId, request.body);
        return reply.type('text/plain; charset=utf-8').send(SUCCEEDED);
      },
    );

    app.post(
      '/api/product/deleteCategory',
      {
        config,
        schema: {
          tags,
          description: 'Deletes the category, its items and their images. Answers SUCCEEDED as text.',
          body: deleteCategoryInput,
        },
      },
      async (request, reply) => {
        await deleteCategory(db, requireSession(request).merchantId, request.body.categoryId);
        return reply.type('text/plain; charset=utf-8').send(SUCCEEDED);
      },
    );
  };
}
