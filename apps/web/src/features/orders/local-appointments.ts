import { formatSalonTime, type TAppointment, type TServiceDetail, zonedDateKey } from '@salon/shared';
import { STORAGE_KEYS } from '../../lib/ui-constants';
import { anyTherapistEntryId, isAnyTimeKey, priceView, WIZARD_MESSAGES } from '../catalog';
import { notifyBookedAppointmentsChanged } from './booked-appointments-store';
import { BOOKING_MESSAGES } from './booking-messages';

/**
 * The locally booked appointments (customer spec §3, §4): chosen on a service page, kept in
 * localStorage.bookedAppointments until the customer books them all as one order from My Appointments.
 */
export interface LocalAppointment {
  appointmentId: string;
  serviceName: string;
  therapistName: string;
  /** 'YYYY-MM-DD' on the salon's calendar. */
  date: string;
  /** 'hh:mm AM' on the salon's clock. */
  time: string;
  /** Minutes; null when an older entry had none. */
  duration: number | null;
  status: string;
  /** ISO timestamp of when it was added. */
  bookedAt: string;
  // Beyond the spec's fields: what the availability check, the card and the order need.
  serviceId?: string;
  /** ISO start, so the card can show the salon time without parsing `date` and `time`. */
  starttime?: string;
  /** The discounted price shown when it was chosen (the server prices the order itself). */
  price?: number;
}

const KEY = STORAGE_KEYS.bookedAppointments;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** One stored entry, with the spec's defaults; anything without an appointment id is not an appointment. */
function normalize(value: unknown): LocalAppointment | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Record<string, unknown>;
  const appointmentId = text(entry.appointmentId);
  if (!appointmentId) return null;
  const serviceId = text(entry.serviceId);
  const starttime = text(entry.starttime);
  const price = finite(entry.price);
  return {
    appointmentId,
    serviceName: text(entry.serviceName) ?? BOOKING_MESSAGES.unknownService,
    therapistName: text(entry.therapistName) ?? BOOKING_MESSAGES.unknownTherapist,
    date: text(entry.date) ?? '',
    time: text(entry.time) ?? '',
    duration: finite(entry.duration) ?? null,
    status: text(entry.status) ?? 'pending',
    bookedAt: text(entry.bookedAt) ?? '',
    ...(serviceId && { serviceId }),
    ...(starttime && { starttime }),
    ...(price !== undefined && { price }),
  };
}

/** The stored text as a list; anything that is not a JSON array is an empty list (as the badge counts it). */
export function parseLocalAppointments(raw: string | null): LocalAppointment[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    // Entry by entry, field by field, by hand rather than with zod: the service page reads this list, and
    // zod there would be the only reason to load it (about 24 kB gzip and 400 ms of main thread on a phone).
    return parsed.map(normalize).filter((entry): entry is LocalAppointment => entry !== null);
  } catch {
    return [];
  }
}

let cachedRaw: string | null | undefined;
let cachedList: LocalAppointment[] = [];

/** The current list; the same array until the stored text changes, as useSyncExternalStore needs. */
export function readLocalAppointments(): LocalAppointment[] {
  const raw = localStorage.getItem(KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedList = parseLocalAppointments(raw);
  }
  return cachedList;
}

/** Writes the list and tells the header badge; throws when the browser refuses to store it. */
function writeLocalAppointments(list: LocalAppointment[]): void {
  localStorage.setItem(KEY, JSON.stringify(list));
  notifyBookedAppointmentsChanged();
}

/** Adds an entry unless that slot is already in the list; says whether it was added. */
export function addLocalAppointment(entry: LocalAppointment): boolean {
  const list = readLocalAppointments();
  if (list.some((existing) => existing.appointmentId === entry.appointmentId)) return false;
  writeLocalAppointments([...list, entry]);
  return true;
}

export function hasLocalAppointment(appointmentId: string): boolean {
  return readLocalAppointments().some((entry) => entry.appointmentId === appointmentId);
}

/** Removes the entries with these appointment ids (delete, or after they were booked as an order). */
export function removeLocalAppointments(appointmentIds: Iterable<string>): void {
  const ids = new Set(appointmentIds);
  const list = readLocalAppointments();
  const kept = list.filter((entry) => !ids.has(entry.appointmentId));
  if (kept.length !== list.length) writeLocalAppointments(kept);
}

/**
 * The entry the service page adds for a chosen slot: status pending, date and time on the salon's clock.
 * A time chosen for any therapist is kept as the service and time; the server names the therapist on booking.
 */
export function localAppointmentFromSlot(
  service: Pick<TServiceDetail, '_id' | 'name' | 'price' | 'discount'>,
  slot: TAppointment,
  timeZone: string,
  now: Date = new Date(),
): LocalAppointment {
  const start = new Date(slot.starttime);
  const any = isAnyTimeKey(slot._id);
  return {
    appointmentId: any ? anyTherapistEntryId(service._id, slot.starttime) : slot._id,
    serviceName: service.name || BOOKING_MESSAGES.unknownService,
    therapistName: any ? WIZARD_MESSAGES.anyTherapist : slot.therapistId.name || BOOKING_MESSAGES.unknownTherapist,
    date: zonedDateKey(start, timeZone),
    time: formatSalonTime(start, timeZone),
    duration: slot.duration,
    status: 'pending',
    bookedAt: now.toISOString(),
    serviceId: service._id,
    starttime: start.toISOString(),
    price: priceView(service.price, service.discount).final,
  };
}
