export { BOOKED_APPOINTMENTS_CHANGED, notifyBookedAppointmentsChanged } from './booked-appointments-store';
export { bookingText } from './booking-messages';
export { BookingWizard } from './components/BookingWizard';
export { MyAppointments } from './components/my-appointments/MyAppointments';
export { useBookedAppointmentsCount } from './use-booked-appointments-count';
