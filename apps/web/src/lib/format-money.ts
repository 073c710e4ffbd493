import { aedFromFils, CURRENCY, discountedPrice, roundMoney } from '@salon/shared';
import { INTL_LOCALE, LOCALE } from '@/lib/locale';

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

/**
 * Whole fils (the till's integers, issue 29) as AED, written as `formatAed` writes them: 'AED 150', 'AED 99.50',
 * '−AED 10' for a negative. The division is for `Intl` only; no arithmetic is done on its result.
 */
export function formatFils(fils: number): string {
  return formatAed(aedFromFils(fils));
}

export interface PriceView {
  hasDiscount: boolean;
  original: number;
  /**
   * What the guest pays, to the fils: the discounted price the order charges (shared `discountedPrice`), or the
   * price itself. Not rounded to a whole dirham as spec §9 writes: the page would promise another amount than
   * the order charges (docs/decisions.md).
   */
  final: number;
  /** original − final, so the numbers on the card add up. */
  saving: number;
  percent: number;
}

export function priceView(price: number, discount: number | null | undefined): PriceView {
  const percent = discount && discount > 0 ? discount : 0;
  if (percent === 0) return { hasDiscount: false, original: price, final: price, saving: 0, percent: 0 };
  const final = discountedPrice(price, percent);
  return { hasDiscount: true, original: price, final, saving: roundMoney(price - final), percent };
}
