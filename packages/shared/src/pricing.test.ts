import { describe, expect, it } from 'vitest';
import { discountedPrice } from './pricing';

describe('discountedPrice', () => {
  it('leaves the price alone without a discount', () => {
    expect(discountedPrice(150, 0)).toBe(150);
    expect(discountedPrice(150, null)).toBe(150);
  });
  it('takes the percentage off', () => {
    expect(discountedPrice(200, 15)).toBe(170);
    expect(discountedPrice(99.99, 10)).toBe(89.99);
  });
});
