import type { Catalogue } from '../i18n/catalogue';

/**
 * A catalogue's texts without placeholders, each read once, under the keys of its JSON: what the shared
 * constants (`MESSAGES`, `HOURS_MESSAGES`, …) hold, so their call sites keep reading plain strings. Texts with
 * placeholders are given by their modules as functions over the catalogue instead.
 */
export function staticTexts<Json extends Record<string, string>, Skip extends keyof Json = never>(
  texts: Catalogue<Json>,
  ...skip: Skip[]
): { readonly [Key in Exclude<keyof Json, Skip>]: string } {
  const read: Record<string, string> = {};
  for (const [key, text] of Object.entries(texts) as [string, () => string][]) {
    if (!(skip as string[]).includes(key)) read[key] = text();
  }
  return read as { readonly [Key in Exclude<keyof Json, Skip>]: string };
}
