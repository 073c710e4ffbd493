import {
  ZAddOrderItemRequest,
  ZAdminOrdersQuery,
  ZAnonymousOrderRequest,
  ZCreateOrderRequest,
  ZIdParams,
  ZItemParams,
  ZOrder,
  ZSetItemOutcomeRequest,
  ZUpdateOrderCustomerRequest,
  ZUpdateOrderStatusRequest,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRoute, deleteRoute, pagedListRoute, updateRoute } from '@/lib/route-shapes';
import { principalOf } from '@/plugins/auth';
import * as customerOrders from './customer/customer.service';
import * as lists from './reads/lists.service';
import { getOrder } from './reads/read.service';
import { depsOf } from './shared/route-deps';
import { setItemOutcome } from './staff/outcomes.service';
import * as staffOrders from './staff/staff.service';

const tags = ['orders'];
/** The front desk's work (admin and reception); deleting a whole order stays the admin's. */
const staff = { access: 'staff' as const };
const admin = { access: 'admin' as const };
const team = { access: 'team' as const };

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  createRoute(
    app,
    '/orders',
    {
      config: { access: 'user' },
      summary: 'Book free slots, or a service at a time with any therapist, as the signed-in customer',
      errorResponses: [409, 429],
      tags,
      body: ZCreateOrderRequest,
      response: ZOrder,
    },
    ({ orderItems }, _, request) =>
      customerOrders.createCustomerOrder(
        depsOf(app, request),
        principalOf(request),
        orderItems.flatMap((item) => ('AppointmentId' in item ? [item.AppointmentId] : [])),
        orderItems.flatMap((item) =>
          'serviceId' in item ? [{ serviceId: item.serviceId, starttime: new Date(item.starttime) }] : [],
        ),
      ),
  );

  // Staff's walk-in and phone orders, under the spec's spelling and the correct one.
  for (const url of ['/orders/anonymos', '/orders/anonymous']) {
    app.post(
      url,
      {
        config: staff,
        schema: {
          summary: 'Place an order for a walk-in or phone customer (staff)',
          // The spec's spelling stays for its clients; generated clients are steered to the correct one.
          deprecated: url === '/orders/anonymos',
          tags,
          body: ZAnonymousOrderRequest,
          response: { 201: ZOrder },
        },
      },
      async (request, reply) => {
        const { user, orderItems } = request.body;
        const order = await staffOrders.createStaffOrder(
          depsOf(app, request),
          {
            name: user.name,
            phone: user.phone,
            email: user.email,
            userId: user._id ?? user.id,
            date: request.body.date,
          },
          orderItems.flatMap((item) => ('AppointmentId' in item ? [item.AppointmentId] : [])),
          orderItems.flatMap((item) => ('draft' in item ? [item.draft] : [])),
        );
        return reply.status(201).send(order);
      },
    );
  }

  // The dashboard's lists answer one page as the spec's bare array; the number of matches is in headers.
  pagedListRoute(
    app,
    '/orders',
    {
      config: { access: 'user' },
      summary: "List orders (a customer's own, or all for staff)",
      tags,
      querystring: ZAdminOrdersQuery,
      item: ZOrder,
    },
    (query, request) => lists.listOrders(depsOf(app, request), principalOf(request), query),
  );
  app.get(
    '/orders/:id',
    {
      config: { access: 'owner' },
      schema: { summary: 'An order (its customer or staff)', tags, params: ZIdParams, response: { 200: ZOrder } },
    },
    (request) => getOrder(depsOf(app, request), principalOf(request), request.params.id),
  );
  updateRoute(
    app,
    '/orders/:id/status',
    {
      config: staff,
      summary: "Set an order's status (staff)",
      tags,
      body: ZUpdateOrderStatusRequest,
      response: ZOrder,
    },
    ({ id }, { status }, request) => staffOrders.setOrderStatus(depsOf(app, request), id, status),
  );
  updateRoute(
    app,
    '/orders/:id',
    {
      config: staff,
      summary: "Change an order's customer details (staff)",
      tags,
      body: ZUpdateOrderCustomerRequest,
      response: ZOrder,
    },
    ({ id }, { user }, request) => staffOrders.updateCustomer(depsOf(app, request), id, user),
  );
  deleteRoute(
    app,
    '/orders/:id',
    { config: admin, summary: 'Delete an order and free its slots (admin)', tags },
    ({ id }, request) => staffOrders.deleteOrder(depsOf(app, request), id),
  );
  createRoute(
    app,
    '/orders/:id/items',
    {
      config: staff,
      summary: 'Add a slot to an order (staff)',
      tags,
      params: ZIdParams,
      body: ZAddOrderItemRequest,
      response: ZOrder,
    },
    ({ appointmentId }, { id }, request) => staffOrders.addItem(depsOf(app, request), id, appointmentId),
  );
  deleteRoute(
    app,
    '/order-items/:id',
    { config: staff, summary: 'Remove an item from its order (staff)', tags },
    ({ id }, request) => staffOrders.removeItem(depsOf(app, request), id),
  );
  updateRoute(
    app,
    '/orders/items/:itemId/outcome',
    {
      config: team,
      summary: 'Mark an appointment of an order done or no-show once it has started (staff, or its therapist)',
      tags,
      params: ZItemParams,
      body: ZSetItemOutcomeRequest,
      response: ZOrder,
    },
    ({ itemId }, { outcome }, request) => setItemOutcome(depsOf(app, request), principalOf(request), itemId, outcome),
  );
};
