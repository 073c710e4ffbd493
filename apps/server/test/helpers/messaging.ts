import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { orderPayload } from './orders';
import { bearer } from './users';

/** Books the slots as the customer; the booking must succeed. */
export async function book(app: FastifyInstance, token: string, ...slots: string[]) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(token),
    payload: orderPayload(...slots),
  });
  expect(response.statusCode).toBe(201);
}

/** Sets the customer's SMS and WhatsApp choices (e-mail stays on). */
export async function chooseChannels(
  app: FastifyInstance,
  token: string,
  channels: { sms: boolean; whatsapp: boolean },
) {
  return app.inject({
    method: 'PATCH',
    url: '/api/users/me/channels',
    headers: bearer(token),
    payload: { email: true, ...channels },
  });
}

/** The 6-digit code in the last text that carried one. */
export function lastCodeIn(bodies: readonly (string | null)[]): string {
  const code = bodies.findLast((body) => /\b\d{6}\b/.test(body ?? ''))?.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code among ${bodies.length} text(s)`);
  return code;
}

/** What the local Twilio peer accepted, as the bodies `lastCodeIn` reads. */
export const twilioInbox = (twilio: { accepted(): { body: string | null }[] }) => () =>
  twilio.accepted().map((request) => request.body);

/** The texts written to DATA_DIR/outbox/messages (no provider configured), oldest first. */
export const outboxInbox = (dataDir: string) => () => {
  const outbox = path.join(dataDir, 'outbox', 'messages');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .sort()
    .map((file) => (JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as { body: string }).body);
};

/**
 * Proves the customer's current phone as a customer would, through the routes: asks for a code, reads it
 * where the texts went (the Twilio peer or the outbox), and enters it. Texts go only to a proved number.
 */
export async function provePhone(app: FastifyInstance, token: string, inbox: () => readonly (string | null)[]) {
  const sent = await app.inject({ method: 'POST', url: '/api/users/me/phone/code', headers: bearer(token) });
  expect(sent.statusCode, sent.body).toBe(200);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/users/me/phone/verify',
    headers: bearer(token),
    payload: { code: lastCodeIn(inbox()) },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  expect(verified.json().phoneVerified).toBe(true);
}
