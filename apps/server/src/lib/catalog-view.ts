import type { Locale } from '@salon/shared';

/**
 * How a catalog answer is written: names, descriptions and bios in the request's language (the other one when
 * it has none), and for an admin also the stored texts of both languages, which the dashboard's forms edit
 * (docs/decisions.md, "Bilingual catalogue").
 */
export interface CatalogView {
  locale: Locale;
  /** The caller's session says admin: the answer carries `texts`. */
  withTexts: boolean;
}

/** The cache key of an answer in a view: one copy per language, and the admins' apart. */
export const viewKey = (key: string, view: CatalogView) => `${view.locale}${view.withTexts ? '+texts' : ''}:${key}`;

/** A catalog row's stored name and description in both languages. */
export interface NamedAndDescribed {
  name: string;
  nameAr: string | null;
  description: string;
  descriptionAr: string | null;
}

/** An admin's view carries the stored texts of both languages, which the dashboard's forms edit; others none. */
export function storedTextsIn(view: CatalogView, row: NamedAndDescribed) {
  if (!view.withTexts) return {};
  const { name, nameAr, description, descriptionAr } = row;
  return { texts: { name, nameAr, description, descriptionAr } };
}
