import { catalogue, type Locale, type TInvoiceKind } from '@salon/shared';
import ar from './i18n/ar.json';
import en from './i18n/en.json';

/**
 * The issued documents' words in both languages (`i18n/en.json`, `i18n/ar.json` beside it): the refusals,
 * the receipt's mail, and the labels the PDF prints side by side. Free of the server's `@/` imports: the
 * PDF's worker thread loads it on its own.
 */
export const INVOICE_TEXTS = { en: catalogue(en), ar: catalogue(ar as typeof en) };
export type InvoiceTextKey = keyof typeof en;

export const invoiceText = (locale: Locale, key: InvoiceTextKey, values?: Record<string, string | number>) =>
  INVOICE_TEXTS[locale][key](values);
export const kindName = (kind: TInvoiceKind, locale: Locale) => invoiceText(locale, `kind.${kind}`);
