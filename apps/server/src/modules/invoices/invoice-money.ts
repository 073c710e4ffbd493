import { aedFromFils, INTL_LOCALES, type Locale } from '@salon/shared';

const moneyFormats = {
  en: new Intl.NumberFormat(INTL_LOCALES.en, { style: 'currency', currency: 'AED' }),
  ar: new Intl.NumberFormat(INTL_LOCALES.ar, { style: 'currency', currency: 'AED' }),
};

/** An amount in AED by Intl, in either language ('AED 262.50', '262.50 د.إ.'), kept on one line (a no-break space). */
export const formatFils = (fils: number, locale: Locale) => moneyFormats[locale].format(aedFromFils(fils));
