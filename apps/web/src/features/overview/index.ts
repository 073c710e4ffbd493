export {
  dayAppointmentsParams,
  invalidateAfterBooking,
  overviewKeys,
  useAdminAppointments,
  useCreateManualOrder,
  useCustomerSearch,
} from './api/overview';
export type { CalendarEntry } from './components/calendar-model';
export { addDays, entryOf } from './components/calendar-model';
export { MyDay } from './components/my-day/MyDay';
export { OverviewPanel, overviewQueries } from './components/OverviewPanel';
