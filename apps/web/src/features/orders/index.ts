export { dayAppointmentsParams, useAdminAppointments } from './api/admin-appointments';
export {
  bookingKeys,
  useCancelMyAppointment,
  useCreateOrder,
  useMyAppointments,
  useRescheduleMyAppointment,
} from './api/orders';
export { type CalendarEntry, entryOf } from './appointment-entry';
export { defaultStartTime } from './components/manual-order/manual-order-schedule';
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
export { ordersText } from './orders-messages';

/** The manual order dialog's code, loaded when the overview first opens it. */
export const loadManualOrderDialog = () => import('./components/manual-order/ManualOrderDialog');
