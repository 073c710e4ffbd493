import { DEFAULT_SALON_TIMEZONE, isValidTimeZone, SALON_TIME_ZONE_META } from '@salon/shared';

/**
 * The zone the server was started with (SALON_TIMEZONE), which it writes into every page it serves
 * (apps/server/src/plugins/web-app.ts). The default stands in only where no server wrote it: the Vite dev
 * server's page and unit tests.
 */
export function readSalonTimeZone(page: Pick<Document, 'querySelector'> | undefined = globalThis.document): string {
  const written = page?.querySelector<HTMLMetaElement>(`meta[name="${SALON_TIME_ZONE_META}"]`)?.content;
  return written && isValidTimeZone(written) ? written : DEFAULT_SALON_TIMEZONE;
}

/** The salon's clock: every time the screens show or ask for is read and written in this zone. */
export const SALON_TIME_ZONE = readSalonTimeZone();
