import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Where the e2e server writes each mail as an .eml file, having no SMTP_URL (set by playwright.config.ts). */
export function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
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

/** Headers and body of an .eml file, the body decoded from its transfer encoding. */
export function parseEml(raw: string): { headers: string; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).trimStart();
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return { headers, body: decodeQuotedPrintable(body) };
  if (encoding === 'base64') return { headers, body: Buffer.from(body, 'base64').toString('utf8') };
  return { headers, body };
}

/**
 * The newest mail to `address` whose body `wanted` accepts: an account gets more than one kind (the
 * verification mail at sign-up, then a reset link), and the mailer writes them in the background.
 */
async function newestMailTo(
  address: string,
  wanted: (body: string) => boolean,
): Promise<{ headers: string; body: string } | undefined> {
  let names: string[];
  try {
    names = await readdir(outboxDir());
  } catch {
    return undefined; // No mail yet: the outbox is created with the first one.
  }
  // The file names start with an ISO timestamp, so the newest sorts last.
  for (const name of names
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .reverse()) {
    const mail = parseEml(await readFile(path.join(outboxDir(), name), 'utf8'));
    const to = /^to:\s*(.*)$/im.exec(mail.headers)?.[1] ?? '';
    if (to.toLowerCase().includes(address.toLowerCase()) && wanted(mail.body)) return mail;
  }
  return undefined;
}

/**
 * Waits for the newest mail to `address` in the outbox that contains a link to `pathname` on the app and
 * returns that link. The server answers before it writes the mail, hence the polling.
 */
export async function waitForMailedLink(address: string, baseURL: string, pathname: string): Promise<string> {
  const pattern = new RegExp(`${baseURL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${pathname}\\?token=[\\w-]+`);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = await newestMailTo(address, (body) => pattern.test(body));
        link = mail && pattern.exec(mail.body)?.[0];
        return link;
      },
      { message: `a mail to ${address} with a ${pathname} link in ${outboxDir()}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link as string;
}
