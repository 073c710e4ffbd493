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
