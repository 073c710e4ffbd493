import {
  type Locale,
  salonDateTimeToUtc,
  THERAPIST_SLOTS_TRUNCATED_HEADER,
  ZAppointment,
  ZAppointmentUpdate,
  ZCreateSlotRequest,
  ZIdParams,
  ZOutsideWeek,
  ZOutsideWeekRemoved,
  ZTherapist,
  ZTherapistDetail,
  ZTherapistInput,
  ZTherapistSlotsQuery,
  ZWeeklyScheduleInput,
} from '@salon/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SLOTS_TAG } from '@/lib/cache-tags';
import { requestLocale } from '@/lib/request-locale';
import { createRoute, deleteRoute, readRoute, updateRoute } from '@/lib/route-shapes';
import * as slots from '@/modules/appointments';
import { outsideWeek, removeFreeOutsideWeek } from '@/modules/hours';
import { passOnSlots, waitlistDepsOf } from '@/modules/waitlist';
import { roleMayCall } from '@/plugins/access';
import { optionalPrincipal } from '@/plugins/auth';
import { catalogListRoute, catalogViewOf } from '@/plugins/read-caches';
import { uploadedImage, ZUploadedFile } from '@/plugins/uploads';
import * as service from './therapists.service';

const tags = ['therapists'];
/** Writes to the therapist (name, photo): the public therapist list changes. */
const adminCatalog = { access: 'admin' as const, changesCatalog: true };
/** Writes to a therapist's slots: the catalog stays as it is. */
const admin = { access: 'admin' as const };
const consumes = ['multipart/form-data', 'application/json'];
const ZSlotParams = z.object({ id: z.uuid(), appointmentId: z.uuid() });
const ZTherapistBody = ZTherapistInput.extend({ file: ZUploadedFile.optional(), image: z.unknown().optional() });

/** The order modal sends the day as starttime and the hour as time: they are read on the salon's clock. */
function createSlotBodyIn(timeZone: string) {
  return z.preprocess((body) => {
    if (!body || typeof body !== 'object') return body;
    const { starttime, time } = body as { starttime?: unknown; time?: unknown };
    if (typeof starttime !== 'string' || typeof time !== 'string') return body;
    const instant = salonDateTimeToUtc(starttime, time, timeZone);
    return instant ? { ...body, starttime: instant.toISOString() } : body;
  }, ZCreateSlotRequest);
}

const deps = (app: FastifyInstance) => ({
  db: app.database.db,
  timeZone: app.config.salonTimeZone,
});

/**
 * Adds slots by `add` (one, or a week of them) and passes them to the waitlist first: a new slot goes to whoever
 * waits for it before it goes on sale. `ids` names the slots that `add` made.
 */
async function addSlots<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  add: (slotDeps: ReturnType<typeof deps>, locale: Locale) => Promise<T>,
  ids: (added: T) => string[],
): Promise<T> {
  const added = await add(deps(app), requestLocale(request));
  await passOnSlots(waitlistDepsOf(app, request.log), ids(added));
  return added;
}

export const therapistsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ZCreateSlotInSalonTime = createSlotBodyIn(app.config.salonTimeZone);
  catalogListRoute(app, '/therapists', { summary: 'List the therapists', tags, item: ZTherapist }, async (view) => ({
    value: await service.listTherapists(deps(app), view),
    tags: [SLOTS_TAG],
    // The counts are of the schedule from today on: tomorrow they change with no write to notify.
    expiresAt: service.nextSalonMidnight(app.config.salonTimeZone).getTime(),
  }));
  app.get(
    '/therapists/:id',
    {
      config: { access: 'public' },
      schema: {
        summary: 'A therapist with their slots in a range',
        tags,
        params: ZIdParams,
        querystring: ZTherapistSlotsQuery,
        response: { 200: ZTherapistDetail },
      },
    },
    // Not kept in memory: the range is the caller's, and the dashboard must see its own slot edits at once.
    async (request, reply) => {
      const caller = await optionalPrincipal(app, request);
      const seesHistory = caller !== undefined && roleMayCall('team', caller.role);
      const { therapist, truncated } = await service.getTherapist(deps(app), request.params.id, request.query, {
        seesHistory,
        view: await catalogViewOf(app, request),
      });
      reply.header('vary', 'accept-language, cookie, authorization');
      if (truncated) reply.header(THERAPIST_SLOTS_TRUNCATED_HEADER, 'true');
      return therapist;
    },
  );
  app.post(
    '/therapists',
    {
      config: adminCatalog,
      schema: {
        summary: 'Create a therapist (JSON or multipart with a photo)',
        tags,
        consumes,
        body: ZTherapistBody,
        response: { 201: ZTherapist },
      },
    },
    async (request, reply) => {
      const { name, bio, bioAr } = request.body;
      const view = await catalogViewOf(app, request);
      return reply
        .status(201)
        .send(await service.createTherapist(deps(app), { name, bio, bioAr }, uploadedImage(request.body), view));
    },
  );
  app.patch(
    '/therapists/:id',
    {
      config: adminCatalog,
      schema: {
        summary: 'Update a therapist (JSON or multipart with a photo)',
        tags,
        consumes,
        params: ZIdParams,
        body: ZTherapistBody.partial(),
        response: { 200: ZTherapist },
      },
    },
    async (request) => {
      const { name, bio, bioAr } = request.body;
      const view = await catalogViewOf(app, request);
      return service.updateTherapist(
        deps(app),
        request.params.id,
        { name, bio, bioAr },
        uploadedImage(request.body),
        view,
      );
    },
  );
  deleteRoute(app, '/therapists/:id', { config: adminCatalog, summary: 'Delete a therapist', tags }, ({ id }) =>
    service.deleteTherapist(deps(app), id),
  );

  createRoute(
    app,
    '/therapists/:id/appointments',
    {
      config: admin,
      summary: "Add a slot to a therapist's schedule",
      tags,
      params: ZIdParams,
      body: ZCreateSlotInSalonTime,
      response: ZAppointment,
    },
    (slot, { id }, request) =>
      addSlots(
        app,
        request,
        ({ db, timeZone }, locale) => slots.createSlot(db, timeZone, id, slot, locale),
        (created) => [created._id],
      ),
  );
  createRoute(
    app,
    '/therapists/:id/appointments/bulk',
    {
      config: admin,
      summary: 'Add a week of slots from a weekly schedule',
      tags,
      params: ZIdParams,
      body: ZWeeklyScheduleInput,
      response: z.object({ created: z.number(), appointments: z.array(ZAppointment) }),
    },
    (week, { id }, request) =>
      addSlots(
        app,
        request,
        ({ db, timeZone }, locale) => slots.createWeek(db, timeZone, id, week, locale),
        (created) => created.appointments.map((slot) => slot._id),
      ),
  );
  updateRoute(
    app,
    '/therapists/:id/appointments/:appointmentId',
    {
      config: admin,
      summary: "Change one of a therapist's slots",
      tags,
      params: ZSlotParams,
      body: ZAppointmentUpdate,
      response: ZAppointment,
    },
    ({ id, appointmentId }, change, request) =>
      slots.updateTherapistSlot(
        app.database.db,
        app.config.salonTimeZone,
        id,
        appointmentId,
        change,
        requestLocale(request),
      ),
  );
  deleteRoute(
    app,
    '/therapists/:id/appointments/:appointmentId',
    { config: admin, summary: "Delete one of a therapist's slots", tags, params: ZSlotParams },
    ({ id, appointmentId }) => slots.deleteTherapistSlot(app.database.db, id, appointmentId),
  );

  readRoute(
    app,
    '/therapists/:id/outside-week',
    {
      config: admin,
      summary: "The bookings and free slots to come outside the therapist's working week",
      tags,
      params: ZIdParams,
      response: ZOutsideWeek,
    },
    ({ id }, _, request) => outsideWeek(deps(app), id, requestLocale(request)),
  );
  app.post(
    '/therapists/:id/outside-week/remove-free',
    {
      config: admin,
      schema: {
        summary: "Remove the free slots to come outside the therapist's working week (bookings stay)",
        tags,
        params: ZIdParams,
        response: { 200: ZOutsideWeekRemoved },
      },
    },
    (request) => removeFreeOutsideWeek(deps(app), request.params.id),
  );
};
