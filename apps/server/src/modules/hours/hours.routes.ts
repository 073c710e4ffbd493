import {
  ZAffectedBooking,
  ZDayRangeCreated,
  ZDayRangeRequest,
  ZIdParams,
  ZSalonHours,
  ZScheduleRequest,
  ZScheduleResult,
  ZTherapistHours,
  ZWeekHoursRequest,
} from '@salon/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../lib/request-locale';
import { createRoute, deleteRoute, readRoute } from '../../lib/route-shapes';
import * as service from './hours.service';
import { scheduleSlots } from './schedule.service';

const tags = ['hours'];
const admin = { access: 'admin' as const };
const ZAbsenceParams = z.object({ id: z.uuid(), absenceId: z.uuid() });

const deps = (app: FastifyInstance) => ({ db: app.database.db, timeZone: app.config.salonTimeZone });

export const hoursRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/salon-hours',
    {
      config: { access: 'public' },
      schema: { summary: "The salon's opening hours and closures to come", tags, response: { 200: ZSalonHours } },
    },
    () => service.getSalonHours(deps(app)),
  );
  app.put(
    '/salon-hours',
    {
      config: admin,
      schema: {
        summary: "Set the salon's weekly opening hours",
        tags,
        body: ZWeekHoursRequest,
        response: { 200: ZSalonHours },
      },
    },
    (request) => service.setSalonWeek(deps(app), request.body.week),
  );
  createRoute(
    app,
    '/closures',
    {
      config: admin,
      summary: 'Close the salon on a day or days; the answer lists the bookings they cover',
      tags,
      body: ZDayRangeRequest,
      response: ZDayRangeCreated,
    },
    (closure, _, request) => service.addClosure(deps(app), closure, requestLocale(request)),
  );
  deleteRoute(app, '/closures/:id', { config: admin, summary: 'Remove a closure', tags }, ({ id }) =>
    service.removeClosure(deps(app), id),
  );
  readRoute(
    app,
    '/closures/bookings',
    {
      // Reception moves or cancels these bookings, so it reads them too.
      config: { access: 'staff' },
      summary: 'Booked appointments to come on a closed day or a day off of their therapist (at most 200)',
      tags,
      response: z.array(ZAffectedBooking),
    },
    (_, __, request) => service.bookingsOnDaysOff(deps(app), requestLocale(request)),
  );

  readRoute(
    app,
    '/therapists/:id/hours',
    {
      config: admin,
      summary: "A therapist's working week and absences to come",
      tags,
      params: ZIdParams,
      response: ZTherapistHours,
    },
    ({ id }) => service.getTherapistHours(deps(app), id),
  );
  app.put(
    '/therapists/:id/hours',
    {
      config: admin,
      schema: {
        summary: "Set a therapist's working week (within the salon's hours)",
        tags,
        params: ZIdParams,
        body: ZWeekHoursRequest,
        response: { 200: ZTherapistHours },
      },
    },
    (request) => service.setTherapistWeek(deps(app), request.params.id, request.body.week),
  );
  createRoute(
    app,
    '/therapists/:id/absences',
    {
      config: admin,
      summary: "Add a therapist's absence; the answer lists the bookings it covers",
      tags,
      params: ZIdParams,
      body: ZDayRangeRequest,
      response: ZDayRangeCreated,
    },
    (absence, { id }, request) => service.addAbsence(deps(app), id, absence, requestLocale(request)),
  );
  deleteRoute(
    app,
    '/therapists/:id/absences/:absenceId',
    { config: admin, summary: "Remove a therapist's absence", tags, params: ZAbsenceParams },
    ({ id, absenceId }) => service.removeAbsence(deps(app), id, absenceId),
  );
  createRoute(
    app,
    '/therapists/:id/schedule',
    {
      config: admin,
      summary: "Make slots from the therapist's week over a range of days (at most 62)",
      tags,
      params: ZIdParams,
      body: ZScheduleRequest,
      response: ZScheduleResult,
    },
    (input, { id }, request) => scheduleSlots(deps(app), id, input, requestLocale(request)),
  );
};
