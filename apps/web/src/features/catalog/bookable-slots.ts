import type { TAppointment } from '@salon/shared';

/** Only free slots with a start time ahead of now are offered (spec §4), earliest first. */
export function bookableSlots(appointments: TAppointment[], now: number): TAppointment[] {
  return appointments
    .filter((slot) => !slot.reserved && slot.starttime && Date.parse(slot.starttime) > now)
    .sort((a, b) => Date.parse(a.starttime) - Date.parse(b.starttime));
}
