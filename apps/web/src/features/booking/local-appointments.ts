import { ANY_THERAPIST, formatSalonTime, type TAppointment, type TServiceDetail, zonedDateKey } from '@salon/shared';
import { priceView } from '@/lib/format-money';
import { STORAGE_KEYS } from '@/lib/ui-constants';
import { type BasketItem, basketItemKey, isAnyTherapistItem, itemOfOlderId } from './basket-item';
import { notifyBookedAppointmentsChanged } from './booked-appointments-store';
import { bookingText as t } from './booking-messages';
import { isAnyTimeKey } from './booking-wizard';

/**
 * The locally booked appointments (customer spec §3, §4): chosen on a service page, kept in
 * localStorage.bookedAppointments until the customer books them all as one order from My Appointments.
 */
export interface LocalAppointment {
  /** The entry's name in the list: its slot's id (the spec's field), or for any therapist `basketItemKey`. */
  appointmentId: string;
  /** What it books: the order item it becomes. */
  item: BasketItem;
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

/**
 * What a stored entry books: the slot its `appointmentId` names (the spec's field), or for any therapist its
 * service and start; an older basket's one-string form of the latter is read as well.
 */
function storedItem(entry: Record<string, unknown>): { item: BasketItem; older: boolean } | null {
  const serviceId = text(entry.serviceId);
  const starttime = text(entry.starttime);
  if (entry.therapist === ANY_THERAPIST) {
    return serviceId && starttime
      ? { item: { serviceId, therapist: ANY_THERAPIST, start: starttime }, older: false }
      : null;
  }
  const appointmentId = text(entry.appointmentId);
  if (!appointmentId) return null;
  const older = itemOfOlderId(appointmentId);
  return older ? { item: older, older: true } : { item: { slotId: appointmentId }, older: false };
}

/**
 * One stored entry, with the spec's defaults; anything that names neither a slot nor a service and start is
 * not an appointment.
 */
function normalize(value: unknown): (LocalAppointment & { older: boolean }) | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Record<string, unknown>;
  const stored = storedItem(entry);
  if (!stored) return null;
  const { item, older } = stored;
  const serviceId = isAnyTherapistItem(item) ? item.serviceId : text(entry.serviceId);
  const starttime = isAnyTherapistItem(item) ? item.start : text(entry.starttime);
  const price = finite(entry.price);
  return {
    appointmentId: basketItemKey(item),
    item,
    serviceName: text(entry.serviceName) ?? t.unknownService(),
    therapistName: text(entry.therapistName) ?? t.unknownTherapist(),
    date: text(entry.date) ?? '',
    time: text(entry.time) ?? '',
    duration: finite(entry.duration) ?? null,
    status: text(entry.status) ?? 'pending',
    bookedAt: text(entry.bookedAt) ?? '',
    ...(serviceId && { serviceId }),
    ...(starttime && { starttime }),
    ...(price !== undefined && { price }),
    older,
  };
}

/**
 * An entry as stored: a slot's under the spec's `appointmentId`; any therapist's as `therapist: 'any'` beside
 * its `serviceId` and `starttime`, which say what it books.
 */
function storedEntry({ appointmentId, item, ...fields }: LocalAppointment) {
  return isAnyTherapistItem(item) ? { therapist: item.therapist, ...fields } : { appointmentId, ...fields };
}

/** The stored text as a list; anything that is not a JSON array is an empty list (as the badge counts it). */
export function parseLocalAppointments(raw: string | null): LocalAppointment[] {
  return parseStored(raw).list;
}

/**
 * The list; and when an entry was stored in an older basket's form, the stored array with those entries in
 * today's form (everything else as it was, so the badge's count stays), to be written once.
 */
function parseStored(raw: string | null): { list: LocalAppointment[]; anew: unknown[] | null } {
  if (!raw) return { list: [], anew: null };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return { list: [], anew: null };
    // Entry by entry, field by field, by hand rather than with zod: the service page reads this list, and
    // zod there would be the only reason to load it (about 24 kB gzip and 400 ms of main thread on a phone).
    const entries = parsed.map(normalize);
    const list = entries.flatMap((entry) => (entry ? [withoutMark(entry)] : []));
    const anew = entries.some((entry) => entry?.older)
      ? parsed.map((value, i) => {
          const entry = entries[i];
          return entry?.older ? storedEntry(withoutMark(entry)) : value;
        })
      : null;
    return { list, anew };
  } catch {
    return { list: [], anew: null };
  }
}

const withoutMark = ({ older: _, ...entry }: LocalAppointment & { older: boolean }): LocalAppointment => entry;

let cachedRaw: string | null | undefined;
let cachedList: LocalAppointment[] = [];

/** The current list; the same array until the stored text changes, as useSyncExternalStore needs. */
export function readLocalAppointments(): LocalAppointment[] {
  const raw = localStorage.getItem(KEY);
  if (raw !== cachedRaw) {
    const { list, anew } = parseStored(raw);
    cachedRaw = anew ? storeAnew(anew, raw) : raw;
    cachedList = list;
  }
  return cachedList;
}

/**
 * An older basket, read once, is stored in today's form: as many entries, so the badge's count is unchanged
 * and nobody need be told (this runs inside a render's read). Where the browser refuses, it is read the older
 * way again next time.
 */
function storeAnew(anew: unknown[], raw: string | null): string | null {
  try {
    const written = JSON.stringify(anew);
    localStorage.setItem(KEY, written);
    return written;
  } catch {
    return raw;
  }
}

/** Writes the list and tells the header badge; throws when the browser refuses to store it. */
function writeLocalAppointments(list: LocalAppointment[]): void {
  localStorage.setItem(KEY, JSON.stringify(list.map(storedEntry)));
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
  const item: BasketItem = any
    ? { serviceId: service._id, therapist: ANY_THERAPIST, start: start.toISOString() }
    : { slotId: slot._id };
  return {
    appointmentId: basketItemKey(item),
    item,
    serviceName: service.name || t.unknownService(),
    therapistName: any ? t.anyTherapist() : slot.therapistId.name || t.unknownTherapist(),
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
