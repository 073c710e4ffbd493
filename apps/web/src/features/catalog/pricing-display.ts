import { CURRENCY, discountedPrice } from '@salon/shared';

const amountFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** '150', '1,200' or '99.50': whole amounts without decimals, others with two. */
export function formatAmount(amount: number): string {
  return Number.isInteger(amount)
    ? amountFormat.format(amount)
    : amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** 'AED 150'. */
export function formatAed(amount: number): string {
  return `${CURRENCY} ${formatAmount(amount)}`;
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
