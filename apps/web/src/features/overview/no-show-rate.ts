import { INTL_LOCALE } from '@/lib/locale';

const RATE = new Intl.NumberFormat(INTL_LOCALE, { style: 'percent', maximumFractionDigits: 1 });

/** 0.25 → '25%', 1/3 → '33.3%' (in the build's language). */
export function formatRate(rate: number): string {
  return RATE.format(rate);
}
