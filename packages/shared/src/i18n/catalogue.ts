/** What a message's placeholders may be given. */
export type MessageValues = Readonly<Record<string, string | number | undefined>>;

/** A compiled catalogue (scripts/messages-plugin.mjs): each key of the JSON a function returning its text. */
export type Catalogue<Json> = { readonly [Key in keyof Json]: (values?: MessageValues) => string };

/**
 * Types an imported `i18n/<language>.json`: TypeScript sees the JSON's strings, the build has compiled each
 * one into a function (scripts/messages-plugin.mjs). The one place that bridges the two.
 */
export function catalogue<Json extends Record<string, string>>(compiled: Json): Catalogue<Json> {
  return compiled as unknown as Catalogue<Json>;
}

/** One catalogue in both languages, as the server holds those it answers from. */
export interface CataloguePair<Json> {
  readonly en: Catalogue<Json>;
  readonly ar: Catalogue<Json>;
}
