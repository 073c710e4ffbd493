/** The users module's routes, for the app to register (kept out of `index.ts`: see there why). */
export { accountRoutes } from './accounts/account.routes';
export { accountMeRoutes } from './accounts/me.routes';
export { googleRoutes } from './google/google.routes';
export { phoneProofRoutes } from './phone-proof/phone-proof.routes';
export { usersAdminRoutes } from './staff/admin.routes';
