export { adminOrderKeys, adminUserKeys, invalidateOrders } from './api/admin-orders';
export { BOOKED_APPOINTMENTS_CHANGED, notifyBookedAppointmentsChanged } from './booked-appointments-store';
export { defaultStartTime } from './components/manual-order/manual-order-schedule';
export { MyAppointments } from './components/my-appointments/MyAppointments';
export { OrderDetail } from './components/order-detail/OrderDetail';
export { OrderStatusBadge } from './components/orders-list/OrderStatusBadge';
export { OrdersPanel } from './components/orders-list/OrdersPanel';
export {
  capitalise,
  formatDuration,
  formatOrderAmount,
  formatTimeRange,
  historyOrderNumber,
  orderNumber,
  orderStatusLabel,
  orderTotal,
} from './components/orders-list/order-format';
export { StaffNoteEditor } from './components/staff-note/StaffNote';
export { useConfirmBooking } from './hooks/use-confirm-booking';
export { useBookedAppointmentsCount } from './use-booked-appointments-count';

/** The manual order dialog's code, loaded when the overview first opens it. */
export const loadManualOrderDialog = () => import('./components/manual-order/ManualOrderDialog');
export { BOOKING_MESSAGES } from './booking-messages';
