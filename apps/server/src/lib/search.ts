import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A LIKE pattern that finds `text` anywhere, with LIKE's own wildcards and escape taken literally: a search
 * for '50%' or 'a_b' means those characters, not "anything".
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Fewer digits than this say nothing about a phone number (and trigram indexes need three characters). */
const MIN_PHONE_DIGITS = 3;

/**
 * "Contains" over a table's stored `search_text` (migration 0008: lower-cased, with each phone number also
 * as bare digits), which a trigram index serves. A search typed like a phone number ('+971 50 123', '050-123')
 * also matches by its digits alone, since the number may be stored with other spacing.
 */
export function searchTextMatches(searchText: SQL | AnyPgColumn, query: string): SQL {
  const text = query.trim();
  const asTyped = sql`${searchText} like ${containsPattern(text)}`;
  const digits = text.replace(/\D/g, '');
  const looksLikePhone = /^[\d\s()+./-]+$/.test(text) && digits.length >= MIN_PHONE_DIGITS;
  if (!looksLikePhone || digits === text) return asTyped;
  return sql`(${asTyped} or ${searchText} like ${containsPattern(digits)})`;
}
