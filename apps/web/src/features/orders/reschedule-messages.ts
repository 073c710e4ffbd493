import { isolate, ordersText as t } from './orders-messages';

/** Moving a booked appointment and adding it to a calendar, from My Appointments (issue 16), from the catalogue. */
export const RESCHEDULE_MESSAGES = {
  reschedule: t.reschedule(),
  rescheduleLabel: (service: string, when: string) => t.rescheduleLabel({ service, when }),
  dialogTitle: t.rescheduleTitle(),
  currently: (service: string, therapist: string, date: string, time: string) =>
    t.currently({ service, therapist, date, time: isolate(time) }),
  chooseNew: t.chooseNewTime(),
  confirm: t.moveAppointment(),
  moving: t.moving(),
  chooseFirst: t.chooseSlotFirst(),
  moved: (date: string, time: string) => t.moved({ date, time: isolate(time) }),
  failed: t.moveFailed(),
  loadFailed: t.freeTimesLoadFailed(),
  noOtherTimes: (phone: string) => t.noOtherTimes({ phone: isolate(phone) }),
  addToCalendar: t.addToCalendar(),
  downloadIcs: t.downloadIcs(),
  googleCalendar: t.googleCalendar(),
  calendarTitle: (service: string, therapist: string, salon: string) => t.calendarTitle({ service, therapist, salon }),
  calendarDetails: (service: string, phone: string) => t.calendarDetails({ service, phone }),
} as const;
