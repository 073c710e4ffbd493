import { type Catalogue, catalogue, type Locale } from '@salon/shared';
import ar from './i18n/ar.json';
import en from './i18n/en.json';

type SeoText = Catalogue<typeof en>;

const TEXTS: Record<Locale, SeoText> = { en: catalogue(en), ar: catalogue<typeof en>(ar) };

/** The texts of search engines' structured data in `locale` (the page titles are packages/shared's page-meta). */
export const seoText = (locale: Locale): SeoText => TEXTS[locale];
