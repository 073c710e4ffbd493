import { aedFromFils } from '@salon/shared';
import { formatAed } from '@/lib/format-money';

/** Whole fils shown in AED by Intl (the checkout's `formatFils` replaces this once merged). */
export const formatFilsAed = (fils: number) => formatAed(aedFromFils(fils));

/** 'AED' text typed at the desk as whole fils, or null when it is not an amount to the fils. */
export function parseAedToFils(text: string): number | null {
  const trimmed = text
    .trim()
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/,/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
