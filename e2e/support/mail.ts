import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * Where the e2e server writes each mail as an .eml file, having no SMTP_URL (set by playwright.config.ts);
 * `dataDir` names another server's (support/salon-server.ts).
 */
export function outboxDir(dataDir = process.env.E2E_DATA_DIR): string {
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the specs through playwright.config.ts');
  return path.join(dataDir, 'outbox');
}

/** The text of a message: unfolds quoted-printable soft line breaks and decodes =XX escapes (UTF-8). */
function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const unfolded = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < unfolded.length; i += 1) {
    const hex = unfolded.slice(i + 1, i + 3);
    if (unfolded[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unfolded[i] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

type MailPart = { headers: string; body: string };

/** Headers and body of an .eml file, the body decoded from its transfer encoding. */
export function parseEml(raw: string): MailPart {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).trimStart();
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return { headers, body: decodeQuotedPrintable(body) };
  if (encoding === 'base64') return { headers, body: Buffer.from(body, 'base64').toString('utf8') };
  return { headers, body };
}

/** The parts of a multipart message (its text, its attachments), each decoded; a plain message is one part. */
export function mailParts(raw: string): MailPart[] {
  const mail = parseEml(raw);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(mail.headers)?.[1];
  if (!boundary) return [mail];
  return mail.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => parseEml(part.replace(/^\r?\n/, '')));
}

/**
 * The newest mail to `address` whose parts `wanted` accepts, as its parts: an account gets more than one
 * kind (the verification mail at sign-up, then a reset link), and the mailer writes them in the background.
 */
async function newestMailTo(
  address: string,
  wanted: (parts: MailPart[]) => boolean,
  dataDir?: string,
): Promise<MailPart[] | undefined> {
  let names: string[];
  try {
    names = await readdir(outboxDir(dataDir));
  } catch {
    return undefined; // No mail yet: the outbox is created with the first one.
  }
  // The file names start with an ISO timestamp, so the newest sorts last.
  for (const name of names
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .reverse()) {
    const raw = await readFile(path.join(outboxDir(dataDir), name), 'utf8');
    const to = /^to:\s*(.*)$/im.exec(parseEml(raw).headers)?.[1] ?? '';
    const parts = mailParts(raw);
    if (to.toLowerCase().includes(address.toLowerCase()) && wanted(parts)) return parts;
  }
  return undefined;
}

/**
 * Waits for the newest mail to `address` in the outbox that contains a link to `pathname` on the app and
 * returns that link. The server answers before it writes the mail, hence the polling.
 */
export async function waitForMailedLink(
  address: string,
  baseURL: string,
  pathname: string,
  dataDir?: string,
): Promise<string> {
  const pattern = new RegExp(`${baseURL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${pathname}\\?token=[\\w-]+`);
  const linkIn = (parts: MailPart[]) => parts.map((part) => pattern.exec(part.body)?.[0]).find(Boolean);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const parts = await newestMailTo(address, (candidate) => Boolean(linkIn(candidate)), dataDir);
        link = parts && linkIn(parts);
        return link;
      },
      { message: `a mail to ${address} with a ${pathname} link in ${outboxDir(dataDir)}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link as string;
}

/**
 * Waits for the newest mail to `address` in `dataDir`'s outbox with a part containing `text`, and returns
 * its parts (text, attachments), decoded.
 */
export async function waitForMailWith(address: string, text: string, dataDir?: string): Promise<MailPart[]> {
  let found: MailPart[] | undefined;
  await expect
    .poll(
      async () => {
        found = await newestMailTo(address, (parts) => parts.some((part) => part.body.includes(text)), dataDir);
        return found;
      },
      { message: `a mail to ${address} saying '${text}' in ${outboxDir(dataDir)}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return found as MailPart[];
}
