import { describe, expect, it } from 'vitest';
import { formatAed, priceView, truncate } from './pricing-display';

describe('price display', () => {
  it('rounds the discounted price to a whole number and saves the difference', () => {
    // 130 − 15% = 110.5 → 111; the guest saves 19.
    expect(priceView(130, 15)).toEqual({ hasDiscount: true, original: 130, final: 111, saving: 19, percent: 15 });
    expect(priceView(150, 0)).toEqual({ hasDiscount: false, original: 150, final: 150, saving: 0, percent: 0 });
  });

  it('writes AED amounts with decimals only when there are some', () => {
    expect(formatAed(150)).toBe('AED 150');
    expect(formatAed(1200)).toBe('AED 1,200');
    expect(formatAed(99.5)).toBe('AED 99.50');
  });

  it('cuts long texts at the limit', () => {
    expect(truncate('a'.repeat(100), 100)).toBe('a'.repeat(100));
    expect(truncate(`${'a'.repeat(99)} bcd`, 100)).toBe(`${'a'.repeat(99)}…`);
  });
});
