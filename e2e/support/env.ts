/**
 * The fixed values the e2e server starts with. playwright.config.ts passes them to the server, and specs
 * that sign in as the seeded administrator read them from here, so both sides agree by construction.
 */
export const ADMIN_EMAIL = 'admin@e2e.test';
export const ADMIN_PASSWORD = 'E2eAdmin-Password1';

/** The OAuth client the e2e server is registered as with the local OpenID Connect provider. */
export const GOOGLE_CLIENT_ID = 'e2e-salon-client';
export const GOOGLE_CLIENT_SECRET = 'e2e-salon-client-secret';

/**
 * The environment of a server under test: the production bundle on the embedded database in its own
 * `dataDir`, seeded with the demo salon and the admin above, every mail written to `dataDir/outbox`.
 */
export function serverEnv(options: { port: string; dataDir: string; baseURL: string }): Record<string, string> {
  return {
    PORT: options.port,
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    // Empty counts as unset: the suite always runs on the embedded database, whatever the shell has.
    DATABASE_URL: '',
    // The Google redirect_uri and the mailed links are built from it, so it must stay the app's own address.
    PUBLIC_URL: options.baseURL,
    SEED_DEMO: '1',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    // Without SMTP_URL every mail lands in DATA_DIR/outbox, where the specs read it (support/mail.ts).
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    // As behind the site's reverse proxy: a client address in X-Forwarded-For counts when the request comes
    // from this machine. The specs' sign-ups through the API each name an address of their own
    // (support/accounts.ts), so that the suite's many sign-ups are not one visitor's ten an hour.
    TRUST_PROXY: '127.0.0.1',
  };
}
