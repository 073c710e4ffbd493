import {
  ZAdminAppointment,
  ZAdminAppointmentsQuery,
  ZCalendarDay,
  ZCalendarQuery,
  ZMyScheduleQuery,
  ZOrder,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagedListRoute } from '@/lib/route-shapes';
import { principalOf } from '@/plugins/auth';
import { depsOf } from '../shared/route-deps';
import * as lists from './lists.service';
import { mySchedule } from './therapist-day.service';

const tags = ['orders'];
const staff = { access: 'staff' as const };

/** The dashboard's reads of the bookings: this week, the calendar, the slots' list, a therapist's own days. */
export const ordersDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/currentweek',
    { config: staff, schema: { summary: "This week's orders (staff)", tags, response: { 200: z.array(ZOrder) } } },
    (request) => lists.currentWeek(depsOf(app, request)),
  );
  app.get(
    '/orders/calendar',
    {
      config: staff,
      schema: {
        summary: 'Booked slots per day of a month (staff)',
        tags,
        querystring: ZCalendarQuery,
        response: { 200: z.array(ZCalendarDay) },
      },
    },
    (request) => lists.calendar(depsOf(app, request), request.query),
  );
  pagedListRoute(
    app,
    '/orders/appointments',
    {
      config: staff,
      summary: 'List booked and free slots (staff)',
      tags,
      querystring: ZAdminAppointmentsQuery,
      item: ZAdminAppointment,
    },
    (query, request) => lists.listAppointments(depsOf(app, request), query),
  );
  pagedListRoute(
    app,
    '/orders/my-schedule',
    {
      config: { access: 'therapist' },
      summary: "The signed-in therapist's booked appointments, up to a week (therapist)",
      tags,
      querystring: ZMyScheduleQuery,
      item: ZAdminAppointment,
    },
    (query, request) => mySchedule(depsOf(app, request), principalOf(request), query),
  );
};
