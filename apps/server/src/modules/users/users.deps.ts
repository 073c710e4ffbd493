import { randomBytes } from 'node:crypto';
import type { Locale } from '@salon/shared';
import type { Database } from '@/db/client';
import type { Mailer } from '@/lib/mail';
import type { Throttle } from '@/lib/throttle';
import { sha256 } from '@/lib/tokens';
import type { SessionClient } from './sessions/sessions.service';

/**
 * What every part of the users module is given by its routes (`usersDepsOf`), and the small helpers the parts
 * share: kept apart from any one service so that the services can use each other's work one way only.
 */
export interface UsersDeps {
  db: Database;
  jwtSecret: string;
  publicUrl: string;
  mailer: Mailer;
  throttle: Throttle;
  log: { error(object: object, message: string): void };
  /** The browser and address of the request, kept with any session it opens. */
  client: SessionClient;
  /** The language the request is answered in: a new account starts in it. */
  locale?: Locale;
}

/** A random single-use token and the hash that is all the database keeps of it. */
export function newAccountToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}

export const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Mails are sent after the answer: their failure is logged and never undoes what the request did. */
export function sendLater(
  deps: Pick<UsersDeps, 'mailer' | 'log'>,
  message: Parameters<Mailer['send']>[0],
  what: string,
): void {
  deps.mailer.send(message).catch((error: unknown) => deps.log.error({ err: error }, `${what} mail could not be sent`));
}
