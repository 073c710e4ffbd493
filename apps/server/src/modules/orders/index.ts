/**
 * What the rest of the server uses of the orders: the routes and jobs app.ts and server.ts start, and the
 * services, texts and terms other modules build on. Everything else in this folder is the module's own.
 */
export type { OrdersDeps } from './booking/booking.service';
export { myAppointmentsRoutes } from './customer/customer.routes';
export { createCustomerOrder } from './customer/customer.service';
export { ordersRoutes } from './orders.routes';
export { ordersDashboardRoutes } from './reads/dashboard.routes';
export { ordersWithItemsOf, readOrderItems } from './reads/read.service';
export { sendDueReminders, startReminderJob } from './reminders/reminders.job';
export { letter } from './shared/mail';
export { ORDER_ERROR_TEXTS, ORDER_ERRORS } from './shared/messages';
export { depsOf as ordersDepsOf } from './shared/route-deps';
export { cancellableOnline } from './shared/terms';
export { startCompletionJob } from './staff/completion.job';
export { cancelFutureOrdersOf, ordersOfUser } from './staff/staff.service';
