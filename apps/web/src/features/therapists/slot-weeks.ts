import { type TAppointment, zonedDateKey } from '@salon/shared';
import { addDays } from '@/lib/dates';

export interface SlotDay {
  dateKey: string;
  slots: TAppointment[];
}

export interface SlotWeek {
  /** The week's first salon day. */
  from: string;
  days: SlotDay[];
  count: number;
  reserved: number;
}

/**
 * The therapist page's slots as weeks of seven salon days from `from` (the page's range), each with its days
 * that have slots, earliest first: the page shows one week open at a time instead of every slot as a card.
 */
export function slotWeeks(slots: TAppointment[], from: string, weeks: number, timeZone: string): SlotWeek[] {
  const sorted = [...slots].sort((a, b) => Date.parse(a.starttime) - Date.parse(b.starttime));
  const byDay = new Map<string, TAppointment[]>();
  for (const slot of sorted) {
    const key = zonedDateKey(new Date(slot.starttime), timeZone);
    byDay.set(key, [...(byDay.get(key) ?? []), slot]);
  }
  return Array.from({ length: weeks }, (_, n) => {
    const start = addDays(from, 7 * n);
    const days: SlotDay[] = [];
    for (let d = 0; d < 7; d++) {
      const dateKey = addDays(start, d);
      const daySlots = byDay.get(dateKey);
      if (daySlots) days.push({ dateKey, slots: daySlots });
    }
    const all = days.flatMap((day) => day.slots);
    return { from: start, days, count: all.length, reserved: all.filter((slot) => slot.reserved).length };
  });
}
