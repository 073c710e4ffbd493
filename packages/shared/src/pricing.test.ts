import { describe, expect, it } from 'vitest';
import { discountedPrice, roundMoney } from './pricing';

describe('discountedPrice', () => {
  it('leaves the price alone without a discount', () => {
    expect(discountedPrice(150, 0)).toBe(150);
    expect(discountedPrice(150, null)).toBe(150);
  });
  it('takes the percentage off', () => {
    expect(discountedPrice(200, 15)).toBe(170);
    expect(discountedPrice(99.99, 10)).toBe(89.99);
  });
  it('keeps the fils an order charges: no whole-dirham rounding (issue 27)', () => {
    expect(discountedPrice(550, 15)).toBe(467.5);
    expect(discountedPrice(130, 15)).toBe(110.5);
  });
  it('rounds a half fils up, whatever binary fractions make of it', () => {
    // 1.05 − 50% = 0.525 → 0.53; 10.05 − 50% = 5.025 → 5.03 (Math.round(5.025 * 100) gives 502).
    expect(discountedPrice(1.05, 50)).toBe(0.53);
    expect(discountedPrice(10.05, 50)).toBe(5.03);
    expect(discountedPrice(99.99, 12.5)).toBe(87.49);
    expect(discountedPrice(80, 100)).toBe(0);
  });
  it('rounds sums to fils', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
  });
});
