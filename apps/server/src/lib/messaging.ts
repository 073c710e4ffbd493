import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TwilioConfig } from '@/config';

export type MessageChannel = 'sms' | 'whatsapp';

export const MESSAGE_CHANNELS: readonly MessageChannel[] = ['sms', 'whatsapp'];

export interface TextMessage {
  channel: MessageChannel;
  /** E.164, such as +971501234567. */
  to: string;
  body: string;
}

/** Sends a text to a phone number on a channel; throws when the provider did not take it. */
export interface MessagingProvider {
  /** 'twilio' when Twilio is configured, 'outbox' when messages are written to DATA_DIR/outbox. */
  readonly mode: 'twilio' | 'outbox';
  /** The channels this provider can send on (Twilio: those with a From number). */
  readonly channels: ReadonlySet<MessageChannel>;
  send(message: TextMessage): Promise<{ id: string }>;
}

interface Logger {
  info(object: object, message: string): void;
}

/** Twilio's answer to a failed request, worth keeping in the delivery's last error. */
export class MessagingError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

const TWILIO_TIMEOUT_MS = 15_000;

/**
 * Twilio's REST Messages API: one form-encoded POST per message, with the account's SID and token as basic
 * auth. WhatsApp goes through the same call with `whatsapp:` before both numbers.
 */
export function createTwilioProvider(config: TwilioConfig): MessagingProvider {
  const from: Record<MessageChannel, string | undefined> = {
    sms: config.smsFrom,
    whatsapp: config.whatsappFrom && `whatsapp:${config.whatsappFrom}`,
  };
  const url = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    mode: 'twilio',
    channels: new Set(MESSAGE_CHANNELS.filter((channel) => from[channel])),
    async send({ channel, to, body }) {
      const sender = from[channel];
      if (!sender) throw new MessagingError(`no ${channel} number is configured`, undefined);
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ To: channel === 'whatsapp' ? `whatsapp:${to}` : to, From: sender, Body: body }),
        signal: AbortSignal.timeout(TWILIO_TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => ({}))) as { sid?: string; message?: string; code?: number };
      if (!response.ok) {
        throw new MessagingError(
          `Twilio answered ${response.status}${answer.code ? ` (${answer.code})` : ''}: ${answer.message ?? response.statusText}`,
          response.status,
        );
      }
      return { id: answer.sid ?? '' };
    },
  };
}

/**
 * Without a provider every message is written to DATA_DIR/outbox/messages as one JSON file (readable by the
 * server's user only), so a local install shows what would have gone out.
 */
export function createOutboxProvider(dataDir: string, log: Logger): MessagingProvider {
  const outbox = path.join(dataDir, 'outbox', 'messages');
  return {
    mode: 'outbox',
    channels: new Set(MESSAGE_CHANNELS),
    async send(message) {
      const id = randomUUID();
      mkdirSync(outbox, { recursive: true, mode: 0o700 });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.channel}-${id}.json`);
      writeFileSync(file, `${JSON.stringify({ ...message, writtenAt: new Date().toISOString() }, null, 2)}\n`, {
        mode: 0o600,
      });
      log.info({ channel: message.channel, file }, `${message.channel} message written to the outbox`);
      return { id };
    },
  };
}

export function createMessagingProvider(
  options: { twilio: TwilioConfig | undefined; dataDir: string },
  log: Logger,
): MessagingProvider {
  return options.twilio ? createTwilioProvider(options.twilio) : createOutboxProvider(options.dataDir, log);
}
