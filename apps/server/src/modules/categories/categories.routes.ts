import { ZCategory } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './categories.service';

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    { config: { access: 'public' }, schema: { tags: ['categories'], response: { 200: z.array(ZCategory) } } },
    () => service.getCategories(app.database.db),
  );
};
