import { CURRENCY, discountedPrice } from '@salon/shared';
import { INTL_LOCALE, LOCALE } from '../../lib/locale';

const aedFormat = (fractionDigits: number) =>
  new Intl.NumberFormat(INTL_LOCALE, {
    style: 'currency',
    currency: CURRENCY,
    currencyDisplay: 'symbol',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
const aedWhole = aedFormat(0);
const aedCents = aedFormat(2);

/**
 * An amount in AED by Intl, whole amounts without decimals, others with two: 'AED 150', 'AED 1,200', 'AED 99.50'
 * in English (the spec's form: a plain space after the code, where Intl puts a no-break one); in Arabic, Intl's
 * own '150 د.إ.‏', kept on one line.
 */
export function formatAed(amount: number): string {
  const text = (Number.isInteger(amount) ? aedWhole : aedCents).format(amount);
  return LOCALE === 'en' ? text.replace(/\u00a0/g, ' ') : text;
}

export interface PriceView {
  hasDiscount: boolean;
  original: number;
  /** What the guest pays: the discounted price as a whole number (spec §9), or the price itself. */
  final: number;
  /** original − final, so the numbers on the card add up. */
  saving: number;
  percent: number;
}

export function priceView(price: number, discount: number | null | undefined): PriceView {
  const percent = discount && discount > 0 ? discount : 0;
  if (percent === 0) return { hasDiscount: false, original: price, final: price, saving: 0, percent: 0 };
  const final = Math.round(discountedPrice(price, percent));
  return { hasDiscount: true, original: price, final, saving: Math.round((price - final) * 100) / 100, percent };
}

/** Cuts a text at `max` characters (spec: descriptions at 100, specializations at 30 or 80). */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}…`;
}
