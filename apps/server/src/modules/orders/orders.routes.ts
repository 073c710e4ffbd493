import {
  ZAddOrderItemRequest,
  ZAdminAppointment,
  ZAdminAppointmentsQuery,
  ZAdminOrdersQuery,
  ZAnonymousOrderRequest,
  ZCalendarDay,
  ZCalendarQuery,
  ZCreateOrderRequest,
  ZCustomerAppointment,
  ZIdParams,
  ZOrder,
  ZUpdateOrderCustomerRequest,
  ZUpdateOrderStatusRequest,
} from '@salon/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPageHeaders } from '../../lib/paging';
import { principalOf } from '../../plugins/auth';
import * as lists from './orders.lists.service';
import * as service from './orders.service';

const tags = ['orders'];
const admin = { access: 'admin' as const };
const ZAppointmentParams = z.object({ appointmentId: z.uuid() });

function depsOf(app: FastifyInstance, request: FastifyRequest): service.OrdersDeps {
  return {
    db: app.database.db,
    throttle: app.throttle,
    maxOpenAppointments: app.config.maxOpenAppointments,
    ordersPerHour: app.config.ordersPerHour,
    metrics: app.metrics.bookings,
    mailer: app.mailer,
    timeZone: app.config.salonTimeZone,
    publicUrl: app.config.publicUrl,
    log: request.log,
  };
}

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Book free slots as the signed-in customer',
        errorResponses: [409, 429],
        tags,
        body: ZCreateOrderRequest,
        response: { 201: ZOrder },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await service.createCustomerOrder(
          depsOf(app, request),
          principalOf(request),
          request.body.orderItems.map((item) => item.AppointmentId),
        ),
      ),
  );

  // Staff's walk-in and phone orders, under the spec's spelling and the correct one.
  for (const url of ['/orders/anonymos', '/orders/anonymous']) {
    app.post(
      url,
      {
        config: admin,
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
        const order = await service.createStaffOrder(
          depsOf(app, request),
          { name: user.name, phone: user.phone, userId: user._id ?? user.id, date: request.body.date },
          orderItems.flatMap((item) => ('AppointmentId' in item ? [item.AppointmentId] : [])),
          orderItems.flatMap((item) => ('draft' in item ? [item.draft] : [])),
        );
        return reply.status(201).send(order);
      },
    );
  }

  // The dashboard's lists answer one page as the spec's bare array; the number of matches is in headers.
  app.get(
    '/orders',
    {
      config: { access: 'user' },
      schema: {
        summary: "List orders (a customer's own, or all for staff)",
        tags,
        querystring: ZAdminOrdersQuery,
        response: { 200: z.array(ZOrder) },
      },
    },
    async (request, reply) => {
      const page = await lists.listOrders(depsOf(app, request), principalOf(request), request.query);
      sendPageHeaders(reply, page.count);
      return page.rows;
    },
  );
  app.get(
    '/orders/currentweek',
    { config: admin, schema: { summary: "This week's orders (staff)", tags, response: { 200: z.array(ZOrder) } } },
    (request) => lists.currentWeek(depsOf(app, request)),
  );
  app.get(
    '/orders/calendar',
    {
      config: admin,
      schema: {
        summary: 'Booked slots per day of a month (staff)',
        tags,
        querystring: ZCalendarQuery,
        response: { 200: z.array(ZCalendarDay) },
      },
    },
    (request) => lists.calendar(depsOf(app, request), request.query),
  );
  app.get(
    '/orders/appointments',
    {
      config: admin,
      schema: {
        summary: 'List booked and free slots (staff)',
        tags,
        querystring: ZAdminAppointmentsQuery,
        response: { 200: z.array(ZAdminAppointment) },
      },
    },
    async (request, reply) => {
      const page = await lists.listAppointments(depsOf(app, request), request.query);
      sendPageHeaders(reply, page.count);
      return page.rows;
    },
  );
  app.get(
    '/orders/mine/appointments',
    {
      config: { access: 'user' },
      schema: {
        summary: "The signed-in customer's appointments",
        tags,
        response: { 200: z.array(ZCustomerAppointment) },
      },
    },
    (request) => service.myAppointments(depsOf(app, request), principalOf(request)),
  );
  app.delete(
    '/orders/mine/appointments/:appointmentId',
    {
      config: { access: 'owner' },
      schema: {
        summary: 'Cancel one of my appointments',
        errorResponses: [409],
        tags,
        params: ZAppointmentParams,
        response: { 204: z.null().optional() },
      },
    },
    async (request, reply) => {
      await service.cancelMyAppointment(depsOf(app, request), principalOf(request), request.params.appointmentId);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/orders/:id',
    {
      config: { access: 'owner' },
      schema: { summary: 'An order (its customer or staff)', tags, params: ZIdParams, response: { 200: ZOrder } },
    },
    (request) => service.getOrder(depsOf(app, request), principalOf(request), request.params.id),
  );
  app.patch(
    '/orders/:id/status',
    {
      config: admin,
      schema: {
        summary: "Set an order's status (staff)",
        tags,
        params: ZIdParams,
        body: ZUpdateOrderStatusRequest,
        response: { 200: ZOrder },
      },
    },
    (request) => service.setOrderStatus(depsOf(app, request), request.params.id, request.body.status),
  );
  app.patch(
    '/orders/:id',
    {
      config: admin,
      schema: {
        summary: "Change an order's customer details (staff)",
        tags,
        params: ZIdParams,
        body: ZUpdateOrderCustomerRequest,
        response: { 200: ZOrder },
      },
    },
    (request) => service.updateCustomer(depsOf(app, request), request.params.id, request.body.user),
  );
  app.delete(
    '/orders/:id',
    {
      config: admin,
      schema: {
        summary: 'Delete an order and free its slots (staff)',
        tags,
        params: ZIdParams,
        response: { 204: z.null().optional() },
      },
    },
    async (request, reply) => {
      await service.deleteOrder(depsOf(app, request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/orders/:id/items',
    {
      config: admin,
      schema: {
        summary: 'Add a slot to an order (staff)',
        tags,
        params: ZIdParams,
        body: ZAddOrderItemRequest,
        response: { 201: ZOrder },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.addItem(depsOf(app, request), request.params.id, request.body.appointmentId)),
  );
  app.delete(
    '/order-items/:id',
    {
      config: admin,
      schema: {
        summary: 'Remove an item from its order (staff)',
        tags,
        params: ZIdParams,
        response: { 204: z.null().optional() },
      },
    },
    async (request, reply) => {
      await service.removeItem(depsOf(app, request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
