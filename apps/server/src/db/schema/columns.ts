import type { SQL } from 'drizzle-orm';
import { customType, numeric, text, timestamp } from 'drizzle-orm/pg-core';

/** Column kinds the tables share. Money is numeric(10,2) in AED, read back as numbers. */
export const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
/**
 * The lower-cased text a dashboard search looks "inside" (names, e-mails, phones also as bare digits), made
 * by the IMMUTABLE functions of migration 0007 and stored, so a search reads a column with a trigram index
 * instead of working the text out again for every row.
 */
export const searchText = (expression: SQL) => text('search_text').notNull().generatedAlwaysAs(expression);
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Image bytes, stored in the database so every server process reads the same pictures. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
