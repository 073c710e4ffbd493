/**
 * What other modules, plugins and tests use of the users module: orders find a booking's customer (or make a
 * walk-in's record) and a therapist's own account; the auth plugin reads a request's session and account
 * token; tests open sessions without signing in. The routes are not here but in `routes.ts`, which only the
 * app imports: they reach the orders module (an account's deletion cancels its bookings), and the orders
 * module imports this file, so exporting them here would close a circle between the two modules.
 */
export { findLiveAccountToken } from './sessions/account-tokens.repository';
export { LOGIN_RULES } from './sessions/login-attempts';
export { findSessionUser } from './sessions/sessions.repository';
export { NO_CLIENT, startSession } from './sessions/sessions.service';
export { findTherapistIdOfUser } from './staff/staff.repository';
export { findOrCreateWalkInCustomer, type WalkIn, type WalkInCustomer } from './staff/walk-in-customers';
export { findUserById } from './users.repository';
