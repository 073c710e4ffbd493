import { OVERVIEW_MESSAGES, salonDateTimeToUtc, type TAppointment, zonedDateKey, zonedParts } from '@salon/shared';
import { INTL_LOCALE } from '@/lib/locale';
import type { ChosenService, Selection } from './manual-order-model';

/**
 * When the manual order's appointments happen (admin spec §4, §5, §9), as pure functions: the start times
 * on the fixed day, the default and sequential starts, a therapist's clashes, the free slots offered.
 */
const m = OVERVIEW_MESSAGES;

/** Start times are offered every quarter hour, the grid salons book on. */
export const TIME_STEP_MINUTES = 15;
const DEFAULT_START = '09:00';

const clockFormat = new Intl.DateTimeFormat(INTL_LOCALE, {
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
  timeZone: 'UTC',
});

/**
 * '14:30' → '02:30 PM' ('02:30 م' in Arabic), a wall-clock time on the salon's clock (no zone involved: the
 * time is written as a UTC one). The narrow no-break space some ICU versions put before AM/PM reads as a space.
 */
export function clockLabel(time: string): string {
  const [h = 0, min = 0] = time.split(':').map(Number);
  return clockFormat.format(new Date(Date.UTC(2000, 0, 1, h, min))).replace(/\u202f/g, ' ');
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The start times still ahead on the day, every quarter hour, as 'HH:mm' with their 12-hour labels. */
export function timeOptions(dayKey: string, now: Date, timeZone: string): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += TIME_STEP_MINUTES) {
    const value = hhmm(minutes);
    const instant = salonDateTimeToUtc(dayKey, value, timeZone);
    if (instant && instant.getTime() > now.getTime()) options.push({ value, label: clockLabel(value) });
  }
  return options;
}

/**
 * The default start (admin spec §5, §9): 09:00 on the day; if that has passed, the next full hour; null
 * when no full hour is left on the day.
 */
export function defaultStartTime(dayKey: string, now: Date, timeZone: string): string | null {
  const nine = salonDateTimeToUtc(dayKey, DEFAULT_START, timeZone);
  if (nine && nine.getTime() > now.getTime()) return DEFAULT_START;
  if (zonedDateKey(now, timeZone) !== dayKey) return null;
  const next = zonedParts(now, timeZone).hour + 1;
  return next <= 23 ? hhmm(next * 60) : null;
}

export interface BusyInterval {
  therapistId: string;
  startMs: number;
  endMs: number;
}

const endOf = (selection: Pick<Selection, 'starttime' | 'duration'>) =>
  Date.parse(selection.starttime) + selection.duration * 60_000;

export function selectionInterval(selection: Selection): BusyInterval {
  return { therapistId: selection.therapistId, startMs: Date.parse(selection.starttime), endMs: endOf(selection) };
}

/** Whether the therapist is busy at any moment of [startMs, endMs) (half-open: back to back is fine). */
export function clashes(busy: readonly BusyInterval[], candidate: BusyInterval): boolean {
  return busy.some(
    (b) => b.therapistId === candidate.therapistId && b.startMs < candidate.endMs && candidate.startMs < b.endMs,
  );
}

export interface DraftRequest {
  service: ChosenService;
  therapist: { _id: string; name: string } | undefined;
  /** 'HH:mm' on the fixed day. */
  time: string;
  duration: number;
}

export type DraftResult = { ok: true; selections: Selection[] } | { ok: false; message: string };

function draftSelection(request: DraftRequest & { therapist: { _id: string; name: string } }, start: Date): Selection {
  const starttime = start.toISOString();
  return {
    key: `draft-${request.service.serviceId}-${request.therapist._id}-${starttime}`,
    kind: 'draft',
    serviceId: request.service.serviceId,
    serviceName: request.service.serviceName,
    price: request.service.price,
    therapistId: request.therapist._id,
    therapistName: request.therapist.name,
    starttime,
    duration: request.duration,
  };
}

/** One appointment from a service's form: a therapist, a time ahead, and no clash for that therapist. */
export function draftAppointment(
  request: DraftRequest,
  context: { dayKey: string; now: Date; timeZone: string; busy: readonly BusyInterval[] },
): DraftResult {
  const { therapist } = request;
  if (!therapist) return { ok: false, message: m.selectTherapist };
  const start = salonDateTimeToUtc(context.dayKey, request.time, context.timeZone);
  if (!start || start.getTime() <= context.now.getTime()) return { ok: false, message: m.appointmentInPast };
  const selection = draftSelection({ ...request, therapist }, start);
  if (clashes(context.busy, selectionInterval(selection)))
    return { ok: false, message: m.therapistBusy(therapist.name) };
  return { ok: true, selections: [selection] };
}

/**
 * Sequential creation (admin spec §4): the missing appointments one after another, the first at the
 * chosen start (09:00 or the next full hour by default), each next one when the previous ends.
 */
export function sequentialAppointments(
  entries: readonly Omit<DraftRequest, 'time'>[],
  startTime: string,
  context: { dayKey: string; now: Date; timeZone: string; busy: readonly BusyInterval[] },
): DraftResult {
  if (entries.length === 0) return { ok: false, message: m.allCovered };
  const missing = entries.find((entry) => !entry.therapist);
  if (missing) return { ok: false, message: m.sequentialMissing(missing.service.serviceName) };
  const first = salonDateTimeToUtc(context.dayKey, startTime, context.timeZone);
  if (!first || first.getTime() <= context.now.getTime()) return { ok: false, message: m.appointmentInPast };
  const selections: Selection[] = [];
  const busy = [...context.busy];
  let startMs = first.getTime();
  for (const entry of entries) {
    const therapist = entry.therapist!;
    const selection = draftSelection({ ...entry, therapist, time: startTime }, new Date(startMs));
    const interval = selectionInterval(selection);
    if (clashes(busy, interval)) return { ok: false, message: m.therapistBusy(therapist.name) };
    busy.push(interval);
    selections.push(selection);
    startMs = interval.endMs;
  }
  return { ok: true, selections };
}

/**
 * The free slots of a service the dialog offers (admin spec §4): on the day, ahead, unreserved, not yet
 * picked, and not at a time its therapist is already taken in this order or another.
 */
export function availableSlots(
  slots: readonly TAppointment[],
  context: {
    dayKey: string;
    now: Date;
    timeZone: string;
    busy: readonly BusyInterval[];
    pickedIds: ReadonlySet<string>;
  },
): TAppointment[] {
  return slots
    .filter((slot) => {
      const startMs = Date.parse(slot.starttime);
      return (
        !slot.reserved &&
        startMs > context.now.getTime() &&
        !context.pickedIds.has(slot._id) &&
        zonedDateKey(new Date(startMs), context.timeZone) === context.dayKey &&
        !clashes(context.busy, {
          therapistId: slot.therapistId._id,
          startMs,
          endMs: startMs + slot.duration * 60_000,
        })
      );
    })
    .sort((a, b) => Date.parse(a.starttime) - Date.parse(b.starttime));
}

export function slotSelection(slot: TAppointment, service: ChosenService): Selection {
  return {
    key: `slot-${slot._id}`,
    kind: 'existing',
    appointmentId: slot._id,
    serviceId: service.serviceId,
    serviceName: service.serviceName,
    price: service.price,
    therapistId: slot.therapistId._id,
    therapistName: slot.therapistId.name,
    starttime: slot.starttime,
    duration: slot.duration,
  };
}
