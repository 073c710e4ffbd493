/**
 * The orders rules the routes call, one file per caller: placing an order (`orders.booking.service.ts`,
 * shared by both), the customer's own (`orders.customer.service.ts`) and staff's (`orders.staff.service.ts`).
 */
export type { OrdersDeps } from './orders.booking.service';
export {
  cancelMyAppointment,
  createCustomerOrder,
  myAppointmentCalendar,
  myAppointments,
  rescheduleMyAppointment,
} from './orders.customer.service';
export { setItemOutcome } from './orders.outcomes.service';
export { getOrder } from './orders.read.service';
export {
  addItem,
  createStaffOrder,
  deleteOrder,
  removeItem,
  setOrderStatus,
  updateCustomer,
} from './orders.staff.service';
