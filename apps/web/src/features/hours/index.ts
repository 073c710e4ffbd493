export { hoursKeys, useSalonHours, useScheduleSlots } from './api/hours';
export { BookingsOnDaysOff } from './components/AffectedBookings';
export { HoursPanel } from './components/HoursPanel';
export { SalonHoursLines } from './components/SalonHoursLines';
export { TherapistHoursSection } from './components/TherapistHoursSection';
export { HOURS_UI, scheduledText } from './hours-messages';
