/**
 * The two groups of MESSAGES the web app's first bundle needs (API client, session cookie, error page), in
 * a module of their own so that bundle can take them without the rest of MESSAGES (about 3.5 KB gzip): a
 * bundler places whole modules and keeps whole objects, never some of their keys.
 */
export const GENERIC_MESSAGES = {
  somethingWentWrong: 'Something went wrong',
  unexpected: 'An unexpected error occurred',
  notFound: 'Not found',
} as const;
export const SESSION_MESSAGES = {
  parseFailed: 'Failed to parse auth cookie.',
  saveFailed: 'Failed to save authentication data.',
  clearFailed: 'Failed to clear authentication data.',
} as const;
