import type { Locale, TAppointment, TAppointmentInput, TAppointmentUpdate, TWeeklyScheduleInput } from '@salon/shared';
import type { Database, Executor } from '@/db/client';
import type { appointments } from '@/db/schema';
import { AppError, badRequest, conflict, isBookingConflict, notFound } from '@/lib/errors';
import { type Message, message, SHARED } from '@/lib/message';
import { requireWithinOpeningHours } from '@/modules/hours';
import { SLOT_ERRORS } from './appointments.messages';
import { presentSlot } from './appointments.presenter';
import * as repository from './appointments.repository';
import type { SlotRow } from './slot-sql';

const MINUTE = 60_000;
const endOf = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE);
/** Slots as staff see them (who booked each), the service named in the request's `locale`. */
const presentIn = (locale: Locale) => (row: SlotRow) => presentSlot(row, { showUser: true, locale });

async function requireTherapist(db: Executor, therapistId: string) {
  if (!(await repository.therapistExists(db, therapistId))) throw notFound('Therapist');
}

export async function requireServices(db: Executor, serviceIds: string[]) {
  const unique = [...new Set(serviceIds)];
  if ((await repository.countServicesOf(db, unique)) !== unique.length) throw badRequest(SLOT_ERRORS.serviceMissing);
}

function requireFuture(start: Date, inPast: Message) {
  if (start.getTime() <= Date.now()) throw badRequest(inPast);
}

/** The therapist-detail and manual-order slot form: one free slot. */
export async function createSlot(
  db: Database,
  timeZone: string,
  therapistId: string,
  input: TAppointmentInput,
  locale: Locale,
): Promise<TAppointment> {
  const starttime = new Date(input.starttime);
  requireFuture(starttime, message(SHARED.catalog, 'starttimeFuture'));
  await requireTherapist(db, therapistId);
  await requireServices(db, [input.serviceId]);
  await requireWithinOpeningHours(db, timeZone, [
    { therapistId, starttime, endtime: endOf(starttime, input.duration) },
  ]);
  const [id] = await repository.insertSlots(db, [
    {
      therapistId,
      serviceId: input.serviceId,
      starttime,
      endtime: endOf(starttime, input.duration),
      duration: input.duration,
    },
  ]);
  return presentIn(locale)((await repository.findSlot(db, id!))!);
}

/** A week of slots (one per selected service per time) in one transaction: all are created or none. */
export async function createWeek(
  db: Database,
  timeZone: string,
  therapistId: string,
  input: TWeeklyScheduleInput,
  locale: Locale,
): Promise<{ created: number; appointments: TAppointment[] }> {
  for (const slot of input.slots) requireFuture(new Date(slot.starttime), message(SHARED.catalog, 'weekPast'));
  return db.transaction(async (tx) => {
    await requireTherapist(tx, therapistId);
    await requireServices(
      tx,
      input.slots.flatMap((slot) => slot.serviceIds),
    );
    await requireWithinOpeningHours(
      tx,
      timeZone,
      input.slots.map((slot) => {
        const starttime = new Date(slot.starttime);
        return { therapistId, starttime, endtime: endOf(starttime, slot.duration) };
      }),
    );
    const ids = await repository.insertSlots(
      tx,
      input.slots.flatMap((slot) =>
        slot.serviceIds.map((serviceId) => {
          const starttime = new Date(slot.starttime);
          return {
            therapistId,
            serviceId,
            starttime,
            endtime: endOf(starttime, slot.duration),
            duration: slot.duration,
          };
        }),
      ),
    );
    const rows = await repository.findSlotsByIds(tx, ids);
    return { created: ids.length, appointments: rows.map(presentIn(locale)) };
  });
}

async function slotOfTherapist(db: Executor, therapistId: string, appointmentId: string) {
  const slot = await repository.findSlot(db, appointmentId);
  if (!slot || slot.therapistId !== therapistId) throw notFound('Appointment');
  return slot;
}

/** Free slots only: a reserved one belongs to a customer's order and is changed from that order. */
export async function updateTherapistSlot(
  db: Database,
  timeZone: string,
  therapistId: string,
  appointmentId: string,
  input: TAppointmentUpdate,
  locale: Locale,
): Promise<TAppointment> {
  const slot = await slotOfTherapist(db, therapistId, appointmentId);
  if (slot.reserved) throw conflict(message(SHARED.catalog, 'appointmentReserved'));
  const starttime = input.starttime ? new Date(input.starttime) : slot.starttime;
  if (input.starttime) requireFuture(starttime, message(SHARED.catalog, 'starttimeFuture'));
  if (input.serviceId) await requireServices(db, [input.serviceId]);
  const duration = input.duration ?? slot.duration;
  await requireWithinOpeningHours(db, timeZone, [{ therapistId, starttime, endtime: endOf(starttime, duration) }]);
  const updated = await repository.updateFreeSlot(db, appointmentId, {
    serviceId: input.serviceId,
    starttime,
    duration,
    endtime: endOf(starttime, duration),
  });
  if (!updated) throw conflict(message(SHARED.catalog, 'appointmentReserved'));
  return presentIn(locale)((await repository.findSlot(db, appointmentId))!);
}

export async function deleteTherapistSlot(db: Database, therapistId: string, appointmentId: string): Promise<void> {
  await slotOfTherapist(db, therapistId, appointmentId);
  if (!(await repository.deleteFreeSlot(db, appointmentId)))
    throw conflict(message(SHARED.catalog, 'appointmentReserved'));
}

export interface AppointmentMove {
  starttime?: string;
  duration?: number;
  therapistId?: string;
  serviceId?: string;
}

/**
 * Staff moving any appointment, booked ones included (order detail). The new time must be ahead, and
 * the database refuses a booked slot that would overlap another booking of the same therapist.
 */
export async function moveAppointment(
  db: Database,
  timeZone: string,
  id: string,
  input: AppointmentMove,
  locale: Locale,
): Promise<TAppointment> {
  const slot = await repository.findSlot(db, id);
  if (!slot) throw notFound('Appointment');
  const starttime = input.starttime ? new Date(input.starttime) : slot.starttime;
  if (input.starttime) requireFuture(starttime, message(SHARED.orderDashboard, 'appointmentInPast'));
  // A visit marked done or no-show has happened: moving it ahead would put an outcome on a future time.
  if (input.starttime && (await repository.hasOutcome(db, id))) throw conflict(SLOT_ERRORS.movedAfterOutcome);
  if (input.therapistId) await requireTherapist(db, input.therapistId);
  if (input.serviceId) await requireServices(db, [input.serviceId]);
  const duration = input.duration ?? slot.duration;
  const therapistId = input.therapistId ?? slot.therapistId;
  await requireWithinOpeningHours(db, timeZone, [{ therapistId, starttime, endtime: endOf(starttime, duration) }]);
  try {
    await repository.updateSlot(db, id, {
      starttime,
      duration,
      endtime: endOf(starttime, duration),
      therapistId: input.therapistId,
      serviceId: input.serviceId,
    });
  } catch (error) {
    if (isBookingConflict(error)) throw conflict(SLOT_ERRORS.slotTherapistBooked);
    throw error;
  }
  return presentIn(locale)((await repository.findSlot(db, id))!);
}

export async function deleteAppointment(db: Database, id: string): Promise<void> {
  const slot = await repository.findSlot(db, id);
  if (!slot) throw notFound('Appointment');
  if (!(await repository.deleteFreeSlot(db, id))) {
    throw new AppError('CONFLICT', message(SHARED.catalog, 'appointmentReserved'));
  }
}

/*
 * What other modules ask of the slots. A booking, the scheduler, a service's page and a therapist's page read
 * and write slots through these, never through this module's repository.
 */

/** The slots with these ids, with their service and therapist. */
export function findSlotsByIds(db: Executor, ids: string[]): Promise<SlotRow[]> {
  return repository.findSlotsByIds(db, ids);
}

/** Writes new slots as they are (the caller has checked them); returns their ids in order. */
export function insertSlots(db: Executor, values: (typeof appointments.$inferInsert)[]): Promise<string[]> {
  return repository.insertSlots(db, values);
}

/**
 * A service's page: its slots on sale, and the therapists with any free slot of it (a booking of theirs
 * elsewhere can hide a slot here, so their bookings change the answer too).
 */
export async function offeredSlotsOfService(db: Executor, serviceId: string, now: Date, timeZone: string) {
  const [offered, therapistIds] = await Promise.all([
    repository.listOfferedSlotsOfService(db, serviceId, now, timeZone),
    repository.listTherapistsWithFreeSlotsOfService(db, serviceId, now),
  ]);
  return { offered, therapistIds };
}

/** A therapist's page: their slots starting in [from, to), in start order, at most `limit`. */
export function slotsOfTherapistBetween(
  db: Executor,
  therapistId: string,
  range: { from: Date; to: Date },
  limit: number,
): Promise<SlotRow[]> {
  return repository.listSlotsOfTherapistBetween(db, therapistId, range, limit);
}

/** How many slots a therapist has, past, booked or free: a therapist with any cannot be deleted. */
export function countSlotsOfTherapist(db: Executor, therapistId: string): Promise<number> {
  return repository.countSlotsOfTherapist(db, therapistId);
}

/** Deletes a service's free future slots and returns how many slots it still has (booked or past). */
export async function releaseFreeSlotsOfService(db: Executor, serviceId: string, now: Date): Promise<number> {
  await repository.deleteFreeFutureSlotsOfService(db, serviceId, now);
  return repository.countSlotsOfService(db, serviceId);
}
