export { useSalonHours, useScheduleSlots } from './api/hours';
export { type ClosedDayCheck, useClosedDays } from './closed-days';
export { AffectedBookingItem, BookingsOnDaysOff } from './components/AffectedBookings';
export { DayHoursHint } from './components/DayHoursHint';
export { HoursPanel } from './components/HoursPanel';
export { SalonHoursLines } from './components/SalonHoursLines';
export { TherapistHoursSection } from './components/TherapistHoursSection';
export { hoursText, scheduledText } from './hours-messages';
