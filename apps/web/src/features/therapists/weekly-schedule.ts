import {
  MESSAGES,
  SLOT_DURATION_INPUT,
  salonDateTimeToUtc,
  type TWeeklyScheduleInput,
  weeklyScheduleDays,
  ZWeeklyScheduleInput,
} from '@salon/shared';

const m = MESSAGES.catalog;

/**
 * The weekly scheduling modal's draft (admin spec §5, §9). Every grid slot starts included with no
 * service chosen; the admin picks services (for all slots at once or one by one), leaves out the times
 * that are not wanted, may add a slot on another day, and sends the whole week in one request.
 */
export interface DraftSlot {
  key: string;
  /** 'YYYY-MM-DD' and 'HH:mm' on the salon's clock. */
  date: string;
  time: string;
  included: boolean;
  serviceIds: string[];
  /** Added by hand (not part of the grid): removed rather than left out. */
  custom: boolean;
}

export interface WeekDraft {
  duration: string;
  slots: DraftSlot[];
}

const pad = (n: number) => String(n).padStart(2, '0');

export function initialWeekDraft(now: Date, timeZone: string, openWeekdays?: ReadonlySet<number>): WeekDraft {
  return {
    duration: String(SLOT_DURATION_INPUT.default),
    slots: weeklyScheduleDays(now, timeZone, openWeekdays).flatMap((day) =>
      day.slots.map((slot) => ({
        key: slot.key,
        date: day.dateKey,
        time: `${pad(slot.hour)}:00`,
        included: true,
        serviceIds: [],
        custom: false,
      })),
    ),
  };
}

export type WeekAction =
  | { type: 'duration'; value: string }
  | { type: 'toggleSlot'; key: string }
  | { type: 'toggleService'; key: string; serviceId: string }
  | { type: 'setDay'; date: string; included: boolean }
  /** Ticks or unticks one service on every included slot at once. */
  | { type: 'setServiceForAll'; serviceId: string; on: boolean }
  | { type: 'addSlot'; date: string; time: string; serviceIds: string[] }
  | { type: 'removeSlot'; key: string };

export function weekReducer(draft: WeekDraft, action: WeekAction): WeekDraft {
  const mapSlots = (fn: (slot: DraftSlot) => DraftSlot) => ({ ...draft, slots: draft.slots.map(fn) });
  switch (action.type) {
    case 'duration':
      return { ...draft, duration: action.value };
    case 'toggleSlot':
      return mapSlots((slot) => (slot.key === action.key ? { ...slot, included: !slot.included } : slot));
    case 'toggleService':
      return mapSlots((slot) =>
        slot.key !== action.key
          ? slot
          : {
              ...slot,
              serviceIds: slot.serviceIds.includes(action.serviceId)
                ? slot.serviceIds.filter((id) => id !== action.serviceId)
                : [...slot.serviceIds, action.serviceId],
            },
      );
    case 'setDay':
      return mapSlots((slot) => (slot.date === action.date ? { ...slot, included: action.included } : slot));
    case 'setServiceForAll':
      return mapSlots((slot) => {
        if (!slot.included) return slot;
        const others = slot.serviceIds.filter((id) => id !== action.serviceId);
        return { ...slot, serviceIds: action.on ? [...others, action.serviceId] : others };
      });
    case 'addSlot': {
      const key = `custom-${action.date}T${action.time}`;
      if (draft.slots.some((slot) => slot.date === action.date && slot.time === action.time)) {
        // Already on the list: include it again rather than doubling it.
        return mapSlots((slot) =>
          slot.date === action.date && slot.time === action.time ? { ...slot, included: true } : slot,
        );
      }
      const slot: DraftSlot = {
        key,
        date: action.date,
        time: action.time,
        included: true,
        serviceIds: [...action.serviceIds],
        custom: true,
      };
      return {
        ...draft,
        slots: [...draft.slots, slot].sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`)),
      };
    }
    case 'removeSlot':
      return { ...draft, slots: draft.slots.filter((slot) => slot.key !== action.key) };
  }
}

/** A service is "on every slot" when each included slot has it (and there is at least one). */
export function servicesOnEverySlot(draft: WeekDraft): Set<string> {
  const included = draft.slots.filter((slot) => slot.included);
  if (included.length === 0) return new Set();
  const [first, ...rest] = included;
  return new Set(first!.serviceIds.filter((id) => rest.every((slot) => slot.serviceIds.includes(id))));
}

export type WeekValidation = { ok: true; input: TWeeklyScheduleInput } | { ok: false; message: string };

/** The spec's checks in its order: a slot at all, a service for each, a readable date, nothing in the past. */
export function validateWeek(draft: WeekDraft, now: Date, timeZone: string): WeekValidation {
  const chosen = draft.slots.filter((slot) => slot.included);
  if (chosen.length === 0) return { ok: false, message: m.weekNoSlots };
  if (chosen.some((slot) => slot.serviceIds.length === 0)) return { ok: false, message: m.weekNoServices };
  const instants = chosen.map((slot) => salonDateTimeToUtc(slot.date, slot.time, timeZone));
  if (instants.some((instant) => instant === undefined)) return { ok: false, message: m.weekInvalidDate };
  if (instants.some((instant) => instant!.getTime() <= now.getTime())) return { ok: false, message: m.weekPast };
  const parsed = ZWeeklyScheduleInput.safeParse({
    slots: chosen.map((slot, index) => ({
      starttime: instants[index]!.toISOString(),
      duration: draft.duration,
      serviceIds: slot.serviceIds,
    })),
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? m.weekInvalidDate };
  return { ok: true, input: parsed.data };
}
