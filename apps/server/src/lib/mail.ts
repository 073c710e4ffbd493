import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Locale, textDirection } from '@salon/shared';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMetrics } from './metrics';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
  /** A link worth printing when mail only goes to the outbox, so a local install can still use it. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** 'smtp' when SMTP_URL is set, 'outbox' when messages are written to DATA_DIR/outbox. */
  readonly mode: 'smtp' | 'outbox';
  /** Waits for messages still being sent (a graceful shutdown must not drop a confirmation), then closes. */
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A link, or a phone number such as `+971 4 123 4567`: kept left to right inside a right-to-left line. */
const LINK_OR_PHONE = /(https?:\/\/[^\s<]+[^\s<.,;:)!?،])|(\+?\d[\d ·-]{6,}\d)/g;

/**
 * The HTML part of a mail written as text (issue 18): the language and its direction on `<html>`, so an
 * Arabic mail reads right to left in every client; the paragraphs and lines as written, links clickable,
 * and links and phone numbers isolated (`<bdi dir="ltr">`) so they read the right way round inside Arabic.
 */
export function htmlOfText(text: string, locale: Locale): string {
  const paragraphs = text.split(/\n{2,}/).map((paragraph) => {
    const lines = paragraph
      .split('\n')
      .map((line) =>
        escapeHtml(line).replace(LINK_OR_PHONE, (match, link: string | undefined) =>
          link ? `<a href="${match}"><bdi dir="ltr">${match}</bdi></a>` : `<bdi dir="ltr">${match}</bdi>`,
        ),
      );
    return `<p>${lines.join('<br>\n')}</p>`;
  });
  const dir = textDirection(locale);
  return [
    `<!doctype html>`,
    `<html lang="${locale}" dir="${dir}">`,
    `<head><meta charset="utf-8"></head>`,
    `<body style="font-family: Tahoma, Arial, sans-serif; text-align: ${dir === 'rtl' ? 'right' : 'left'};">`,
    ...paragraphs,
    '</body>',
    '</html>',
  ].join('\n');
}

/**
 * A mail in its reader's language: English mails are the spec's plain text as they always were; an Arabic
 * one gets an HTML part beside its text, which sets its direction.
 */
export function inLocale(message: MailMessage, locale: Locale): MailMessage {
  return locale === 'en' ? message : { ...message, html: htmlOfText(message.text, locale) };
}

interface Logger {
  info(object: object, message: string): void;
}

/**
 * Mail goes through SMTP when SMTP_URL is set. Without it every message is written to DATA_DIR/outbox as
 * an .eml file (openable by any mail client, readable by the server's user only) and the file is named in the
 * log, never the link it holds: logs travel further than DATA_DIR, and a link in them is a key to an account.
 */
export function createMailer(
  options: { smtpUrl: string | undefined; from: string; dataDir: string },
  log: Logger,
  metrics?: MailMetrics,
): Mailer {
  return trackInFlight(createTransportMailer(options, log), metrics);
}

/** Remembers messages being sent so that closing waits for them, and counts how each ended. */
function trackInFlight(mailer: Mailer, metrics: MailMetrics | undefined): Mailer {
  const inFlight = new Set<Promise<void>>();
  return {
    mode: mailer.mode,
    send(message) {
      const sending = mailer.send(message);
      inFlight.add(sending);
      sending.then(
        () => {
          inFlight.delete(sending);
          metrics?.sent();
        },
        () => {
          inFlight.delete(sending);
          metrics?.failed();
        },
      );
      return sending;
    },
    async close() {
      await Promise.allSettled([...inFlight]);
      await mailer.close();
    },
  };
}

function createTransportMailer(
  options: { smtpUrl: string | undefined; from: string; dataDir: string },
  log: Logger,
): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      mode: 'smtp',
      async send({ link: _link, ...message }) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: async () => transport.close(),
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    async send({ link: _link, ...message }) {
      const info = await transport.sendMail({ from: options.from, ...message });
      // The messages hold password-reset links: readable by the server's user only.
      mkdirSync(outbox, { recursive: true, mode: 0o700 });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      log.info({ to: message.to, file }, `mail written to the outbox: ${message.subject}`);
    },
    close: async () => transport.close(),
  };
}
