import { DEFAULT_SALON_TIMEZONE, isValidTimeZone, SALON_TIME_ZONE_META } from '@salon/shared';

/**
 * The zone the server was started with (SALON_TIMEZONE), which it writes into every page it serves
 * (apps/server/src/plugins/web-app.ts). The default stands in only where no server wrote it: the Vite dev
 * server's page and unit tests.
 */
export function readSalonTimeZone(page: Pick<Document, 'querySelector'> | undefined = globalThis.document): string {
  const written = page
    ? page.querySelector<HTMLMetaElement>(`meta[name="${SALON_TIME_ZONE_META}"]`)?.content
    : serverTimeZone();
  return written && isValidTimeZone(written) ? written : DEFAULT_SALON_TIMEZONE;
}

/**
 * Where there is no page, the web app is rendering on the server (src/entry-server.tsx), inside the server's
 * own process: the zone it was started with. The browser's bundle has no `process`, and never gets here.
 */
function serverTimeZone(): string | undefined {
  return (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.SALON_TIMEZONE;
}

/** The salon's clock: every time the screens show or ask for is read and written in this zone. */
export const SALON_TIME_ZONE = readSalonTimeZone();
