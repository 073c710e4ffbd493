import { describe, expect, it } from 'vitest';
import { formatAed, formatFils, priceView } from './format-money';

describe('price display', () => {
  it('shows the discounted price an order charges, to the fils, and saves the difference', () => {
    // 130 − 15% = 110.50, as the order charges it; the guest saves 19.50.
    expect(priceView(130, 15)).toEqual({ hasDiscount: true, original: 130, final: 110.5, saving: 19.5, percent: 15 });
    expect(formatAed(priceView(550, 15).final)).toBe('AED 467.50');
    expect(priceView(150, 0)).toEqual({ hasDiscount: false, original: 150, final: 150, saving: 0, percent: 0 });
  });

  it('writes AED amounts with decimals only when there are some', () => {
    expect(formatAed(150)).toBe('AED 150');
    expect(formatAed(1200)).toBe('AED 1,200');
    expect(formatAed(99.5)).toBe('AED 99.50');
  });
});

describe('fils display (the till)', () => {
  it('writes whole fils as AED, to the fils, without float noise', () => {
    expect(formatFils(15_000)).toBe('AED 150');
    expect(formatFils(9_950)).toBe('AED 99.50');
    expect(formatFils(1)).toBe('AED 0.01');
    expect(formatFils(123_456_789)).toBe('AED 1,234,567.89');
    expect(formatFils(0)).toBe('AED 0');
  });
});
