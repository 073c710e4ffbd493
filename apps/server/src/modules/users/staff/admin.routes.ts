import {
  ZAdminUsersQuery,
  ZCreateUserRequest,
  ZIdParams,
  ZInviteUserRequest,
  ZStaffNote,
  ZUpdateUserRequest,
  ZUserDetail,
  ZUserOrdersQuery,
  ZUserSummary,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '@/lib/request-locale';
import { createRoute, deleteRoute, pagedListRoute, updateRoute } from '@/lib/route-shapes';
import { principalOf } from '@/plugins/auth';
import { usersDepsOf } from '../users.route-deps';
import * as service from './admin.service';
import * as staff from './staff.service';

const tags = ['users'];
/** Reception works with customers (list, detail, create, edit); the admin alone invites staff and deletes. */
const staffAccess = { access: 'staff' as const };
const admin = { access: 'admin' as const };

/**
 * The staff's Users tab: the paged list, one customer with their orders and the staff's note, invitations,
 * create, edit, deletion.
 */
export const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  pagedListRoute(
    app,
    '/users',
    { config: staffAccess, summary: 'List users (staff)', tags, querystring: ZAdminUsersQuery, item: ZUserSummary },
    (query) => service.listUsers(app.database.db, query),
  );
  createRoute(
    app,
    '/users',
    {
      config: staffAccess,
      summary: 'Create a customer account without a password (staff)',
      tags,
      body: ZCreateUserRequest,
      response: ZUserSummary,
    },
    (body, _, request) => staff.createUser(usersDepsOf(app, request), body),
  );
  createRoute(
    app,
    '/users/invitations',
    {
      config: admin,
      summary: 'Invite a staff member by e-mail (admin)',
      tags,
      body: ZInviteUserRequest,
      response: ZUserSummary,
    },
    (body, _, request) => staff.inviteUser(usersDepsOf(app, request), body),
  );
  app.get(
    '/users/:id',
    {
      config: staffAccess,
      schema: {
        summary: 'A user with their orders (staff)',
        tags,
        params: ZIdParams,
        querystring: ZUserOrdersQuery,
        response: { 200: ZUserDetail },
      },
    },
    (request) =>
      service.getUserDetail(app.database.db, request.params.id, request.query, { locale: requestLocale(request) }),
  );
  updateRoute(
    app,
    '/users/:id',
    {
      config: staffAccess,
      summary: 'Edit a user; roles and staff accounts only by an admin (staff)',
      tags,
      body: ZUpdateUserRequest,
      response: ZUserSummary,
    },
    ({ id }, body, request) => staff.updateUser(usersDepsOf(app, request), principalOf(request), id, body),
  );
  app.get(
    '/users/:id/note',
    {
      config: staffAccess,
      schema: {
        summary: "The staff's note on a customer (staff)",
        tags,
        params: ZIdParams,
        response: { 200: ZStaffNote },
      },
    },
    (request) => service.getStaffNote(app.database.db, request.params.id),
  );
  updateRoute(
    app,
    '/users/:id/note',
    {
      config: staffAccess,
      summary: "Set the staff's note on a customer (staff)",
      tags,
      body: ZStaffNote,
      response: ZStaffNote,
    },
    ({ id }, body) => service.setStaffNote(app.database.db, id, body),
  );
  deleteRoute(app, '/users/:id', { config: admin, summary: 'Delete a user (admin)', tags }, ({ id }, request) =>
    service.deleteUser(app.database.db, principalOf(request), id),
  );
};
