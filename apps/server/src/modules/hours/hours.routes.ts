import {
  ZAffectedBooking,
  ZDayRangeCreated,
  ZDayRangeRequest,
  ZIdParams,
  ZSalonHours,
  ZTherapistHours,
  ZTherapistWorkingDays,
  ZWeekHoursRequest,
} from '@salon/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '@/lib/request-locale';
import { createRoute, deleteRoute, readRoute } from '@/lib/route-shapes';
import * as service from './hours.service';

const tags = ['hours'];
const admin = { access: 'admin' as const };
/** A closure or a day off hides (or, removed, shows again) freed slots of its days: this process forgets at once. */
const adminDaysOff = { access: 'admin' as const, changesCatalog: true };
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
      config: adminDaysOff,
      summary: 'Close the salon on a day or days; the answer lists the bookings they cover',
      tags,
      body: ZDayRangeRequest,
      response: ZDayRangeCreated,
    },
    (closure, _, request) => service.addClosure(deps(app), closure, requestLocale(request)),
  );
  deleteRoute(app, '/closures/:id', { config: adminDaysOff, summary: 'Remove a closure', tags }, ({ id }) =>
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
  readRoute(
    app,
    '/therapists/:id/working-days',
    {
      // What the public site already shows of a therapist's days (their slots), said ahead: which days to wait for.
      config: { access: 'public' },
      summary: "A therapist's working week and days off to come, without their reasons",
      tags,
      params: ZIdParams,
      response: ZTherapistWorkingDays,
    },
    ({ id }) => service.getTherapistWorkingDays(deps(app), id),
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
      config: adminDaysOff,
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
    { config: adminDaysOff, summary: "Remove a therapist's absence", tags, params: ZAbsenceParams },
    ({ id, absenceId }) => service.removeAbsence(deps(app), id, absenceId),
  );
};
