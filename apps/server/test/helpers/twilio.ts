import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** The test peer's account and the numbers the tests send from. */
export const TWILIO_TEST_ACCOUNT = {
  sid: `AC${'0123456789abcdef'.repeat(2)}`,
  token: 'twilio-test-token-0123456789abcd',
};
export const TWILIO_SMS_FROM = '+97140000001';
export const TWILIO_WHATSAPP_FROM = '+97140000002';

export interface TwilioRequest {
  method: string;
  path: string;
  /** The basic-auth credentials as the peer got them. */
  username: string;
  password: string;
  contentType: string;
  to: string | null;
  from: string | null;
  body: string | null;
  /** What the peer answered. */
  status: number;
}

/**
 * A local HTTP server that speaks Twilio's Messages API (POST /2010-04-01/Accounts/{Sid}/Messages.json,
 * form-encoded To, From, Body, basic auth Sid:Token) and records every request. `failNext` makes the next
 * requests fail with a status, as Twilio does when it is down.
 */
export async function startTwilioPeer(account: { sid: string; token: string }) {
  const requests: TwilioRequest[] = [];
  const failures: number[] = [];
  const server = createServer((request, response) => {
    let data = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      data += chunk;
    });
    request.on('end', () => {
      const credentials = Buffer.from(
        (request.headers.authorization ?? '').replace(/^Basic /, ''),
        'base64',
      ).toString();
      const colon = credentials.indexOf(':');
      const username = colon < 0 ? credentials : credentials.slice(0, colon);
      const password = colon < 0 ? '' : credentials.slice(colon + 1);
      const form = new URLSearchParams(data);
      const path = request.url ?? '';
      const failure = failures.shift();
      let status = 201;
      let answer: object;
      if (failure) {
        status = failure;
        answer = { code: 20500, message: 'Internal Server Error', status };
      } else if (request.method !== 'POST' || path !== `/2010-04-01/Accounts/${account.sid}/Messages.json`) {
        status = 404;
        answer = { code: 20404, message: 'The requested resource was not found', status };
      } else if (username !== account.sid || password !== account.token) {
        status = 401;
        answer = { code: 20003, message: 'Authenticate', status };
      } else if (!form.get('To') || !form.get('From') || !form.get('Body')) {
        status = 400;
        answer = { code: 21604, message: "A 'To', 'From' and 'Body' are required", status };
      } else {
        answer = {
          sid: `SM${randomBytes(16).toString('hex')}`,
          status: 'queued',
          to: form.get('To'),
          from: form.get('From'),
          body: form.get('Body'),
        };
      }
      requests.push({
        method: request.method ?? '',
        path,
        username,
        password,
        contentType: request.headers['content-type'] ?? '',
        to: form.get('To'),
        from: form.get('From'),
        body: form.get('Body'),
        status,
      });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The messages Twilio accepted. */
    accepted: () => requests.filter((request) => request.status === 201),
    failNext(status: number, times = 1) {
      for (let i = 0; i < times; i += 1) failures.push(status);
    },
    clear() {
      requests.length = 0;
      failures.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TwilioPeer = Awaited<ReturnType<typeof startTwilioPeer>>;

/**
 * The file's Twilio peer: started before its tests, emptied before each, closed after them. What it returns
 * stands for the peer (it forwards to the one running), so a test app's config can read its `url` lazily.
 */
export function useTwilioPeer(): Omit<TwilioPeer, 'close'> {
  let peer: TwilioPeer | undefined;
  const running = () => {
    if (!peer) throw new Error('the Twilio peer is not running yet: use it inside a test or a hook');
    return peer;
  };
  beforeAll(async () => {
    peer = await startTwilioPeer(TWILIO_TEST_ACCOUNT);
  });
  afterAll(() => peer?.close());
  beforeEach(() => peer?.clear());
  return {
    get url() {
      return running().url;
    },
    get requests() {
      return running().requests;
    },
    accepted: () => running().accepted(),
    failNext: (status, times) => running().failNext(status, times),
    clear: () => running().clear(),
  };
}

/** A test app's messaging through the peer: SMS, and WhatsApp unless `whatsapp` is false. */
export function twilioMessaging(peer: Pick<TwilioPeer, 'url'>, { whatsapp = true } = {}) {
  return {
    messaging: {
      twilio: {
        accountSid: TWILIO_TEST_ACCOUNT.sid,
        authToken: TWILIO_TEST_ACCOUNT.token,
        apiUrl: peer.url,
        smsFrom: TWILIO_SMS_FROM,
        whatsappFrom: whatsapp ? TWILIO_WHATSAPP_FROM : undefined,
      },
    },
  };
}
