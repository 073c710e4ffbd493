import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

/**
 * A real SMTP peer on 127.0.0.1 for tests: the app's mailer talks SMTP to it exactly as to a provider,
 * and each received message is parsed so tests can read its text, links and attachments.
 */
export async function startSmtpPeer() {
  const received: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const toAddress = (mail: ParsedMail) =>
    (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((t) => t?.value.map((v) => v.address) ?? []);

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /**
     * Resolves with the message to `address` (and with a subject matching `subject`, when given) after `skip`
     * such messages, waiting up to 10 s.
     */
    async waitForMail(address: string, skip = 0, subject?: RegExp): Promise<ParsedMail> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const matching = received.filter(
          (mail) => toAddress(mail).includes(address) && (!subject || subject.test(mail.subject ?? '')),
        );
        if (matching.length > skip) return matching[skip]!;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} within 10 s`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    /** Every message to `address` received so far. */
    mailTo: (address: string) => received.filter((mail) => toAddress(mail).includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

/**
 * The file's SMTP peer: started before its tests and closed after them. What it returns stands for the peer
 * (it forwards to the one running), so a test app's config can read its `url` lazily.
 */
export function useSmtpPeer(): Omit<SmtpPeer, 'close'> {
  let peer: SmtpPeer | undefined;
  const running = () => {
    if (!peer) throw new Error('the SMTP peer is not running yet: use it inside a test or a hook');
    return peer;
  };
  beforeAll(async () => {
    peer = await startSmtpPeer();
  });
  afterAll(() => peer?.close());
  return {
    get url() {
      return running().url;
    },
    get received() {
      return running().received;
    },
    waitForMail: (address, skip, subject) => running().waitForMail(address, skip, subject),
    mailTo: (address) => running().mailTo(address),
  };
}

/** A test app whose mail goes to the peer, from `from`, with links to the test's public address. */
export function smtpMail(peer: Pick<SmtpPeer, 'url'>, from = 'Salon <no-reply@salon.test>') {
  return { mail: { smtpUrl: peer.url, from }, publicUrl: 'https://salon.test' };
}
