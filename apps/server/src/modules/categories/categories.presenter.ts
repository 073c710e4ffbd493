import type { Locale, TCategory } from '@salon/shared';
import type { CatalogView } from '../../plugins/read-caches';
import type { CategoryRow } from './categories.repository';

/**
 * A catalog text in `locale`, or in the other language when it has none there (issue 18): an Arabic page
 * shows the English name of a service nobody translated yet, and an English page the Arabic description
 * of one described only in Arabic. Slots, orders and the other answers that name a service use it too
 * (`serviceNameIn`), and so do the mails.
 */
export function inLocale(locale: Locale, english: string, arabic: string | null): string {
  // A blank Arabic text is none: the forms store trimmed texts, but a row written otherwise may hold spaces.
  const arabicText = arabic?.trim() || '';
  return locale === 'ar' ? arabicText || english : english || arabicText;
}

export function presentCategory(row: CategoryRow, view: CatalogView): TCategory {
  return {
    _id: row.id,
    name: inLocale(view.locale, row.name, row.nameAr),
    description: inLocale(view.locale, row.description, row.descriptionAr),
    imageUrl: row.imageUrl,
    ...(view.withTexts
      ? {
          texts: {
            name: row.name,
            nameAr: row.nameAr,
            description: row.description,
            descriptionAr: row.descriptionAr,
          },
        }
      : {}),
  };
}
