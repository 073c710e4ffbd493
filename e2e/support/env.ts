/**
 * The fixed values the e2e server starts with. playwright.config.ts passes them to the server, and specs
 * that sign in as the seeded administrator read them from here, so both sides agree by construction.
 */
export const ADMIN_EMAIL = 'admin@e2e.test';
export const ADMIN_PASSWORD = 'E2eAdmin-Password1';

/** The salon details live in the shared package; specs compare the page with them. */
export { SALON, SERVICE_GROUPS } from '../../packages/shared/src/content';

/** The OAuth client the e2e server is registered as with the local OpenID Connect provider. */
export const GOOGLE_CLIENT_ID = 'e2e-salon-client';
export const GOOGLE_CLIENT_SECRET = 'e2e-salon-client-secret';
