import { isDashboardRole, ZAdminProblemsQuery, ZProblem, ZProblemInput } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteRoute, pagedListRoute, updateRoute } from '@/lib/route-shapes';
import { optionalPrincipal } from '@/plugins/auth';
import * as service from './problems.service';

const tags = ['problems'];
const staff = { access: 'staff' as const };

export const problemsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/problems',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Send a message to the salon',
        errorResponses: [429],
        tags,
        body: ZProblemInput,
        response: { 201: ZProblem },
      },
    },
    async (request, reply) => {
      const caller = await optionalPrincipal(app, request);
      const problem = await service.createProblem({ db: app.database.db, throttle: app.throttle }, request.body, {
        isAdmin: isDashboardRole(caller?.role),
        address: request.ip,
        userId: caller?.userId,
      });
      return reply.status(201).send(problem);
    },
  );
  pagedListRoute(
    app,
    '/problems',
    { config: staff, summary: 'List messages (staff)', tags, querystring: ZAdminProblemsQuery, item: ZProblem },
    (query) => service.listProblems(app.database.db, query),
  );
  updateRoute(
    app,
    '/problems/:id',
    { config: staff, summary: 'Update a message (staff)', tags, body: ZProblemInput, response: ZProblem },
    ({ id }, input) => service.updateProblem(app.database.db, id, input),
  );
  deleteRoute(app, '/problems/:id', { config: staff, summary: 'Delete a message (staff)', tags }, ({ id }) =>
    service.deleteProblem(app.database.db, id),
  );
};
