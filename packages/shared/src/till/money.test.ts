import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateProportionally, filsFromAed, MAX_ENTRY_FILS, mulDivRoundHalfUp } from './money';

/**
 * The till's arithmetic against exact references in BigInt: the one rounding rule, the split that adds up,
 * and the door by which AED enters as fils. fast-check draws the cases; ties and signs are drawn on purpose
 * because that is where a rounding rule goes wrong.
 */

/** a × b / c rounded half away from zero, as a rational compared by cross-multiplication (no division). */
function exactRoundHalfUp(a: bigint, b: bigint, c: bigint): bigint {
  const product = a * b;
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  // The smallest q with q·c ≥ magnitude − c/2 … found from the truncated quotient by looking at 2·remainder.
  const q = magnitude / c;
  const remainder = magnitude - q * c;
  const rounded = 2n * remainder >= c ? q + 1n : q;
  return negative ? -rounded : rounded;
}

const money = fc.integer({ min: -MAX_ENTRY_FILS, max: MAX_ENTRY_FILS });

describe('mulDivRoundHalfUp', () => {
  it('equals the exact quotient rounded half away from zero, negatives included', () => {
    fc.assert(
      fc.property(money, fc.integer({ min: -20_000, max: 20_000 }), fc.integer({ min: 1, max: 20_000 }), (a, b, c) => {
        const got = mulDivRoundHalfUp(a, b, c);
        expect(Number.isSafeInteger(got)).toBe(true);
        expect(BigInt(got)).toBe(exactRoundHalfUp(BigInt(a), BigInt(b), BigInt(c)));
        // Within half a unit of the true value, whichever way it went.
        const error = BigInt(got) * BigInt(c) * 2n - BigInt(a) * BigInt(b) * 2n;
        expect(error <= BigInt(c) && error >= -BigInt(c)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('rounds an exact half away from zero on both sides', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 1, max: 5_000 }), (q, half) => {
        // (2q + 1) · half / (2 · half) is exactly q + ½.
        const got = mulDivRoundHalfUp(2 * q + 1, half, 2 * half);
        expect(got).toBe(2 * q + 1 > 0 ? q + 1 : q);
        expect(mulDivRoundHalfUp(-(2 * q + 1), half, 2 * half)).toBe(-got);
      }),
    );
    expect(mulDivRoundHalfUp(5, 1, 2)).toBe(3);
    expect(mulDivRoundHalfUp(-5, 1, 2)).toBe(-3);
    expect(mulDivRoundHalfUp(10_500, 500, 10_500)).toBe(500);
    // 21 fils gross at 5 %: exactly 1 fils of VAT; 10.5 fils gross rounds up to the next fils.
    expect(mulDivRoundHalfUp(21, 500, 10_500)).toBe(1);
    expect(mulDivRoundHalfUp(31, 500, 10_500)).toBe(1);
    expect(mulDivRoundHalfUp(0, 500, 10_500)).toBe(0);
  });

  it('stays exact where the product passes 2^53', () => {
    const a = MAX_ENTRY_FILS * 90;
    const b = 9_999_999;
    expect(a * b).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
    expect(BigInt(mulDivRoundHalfUp(a, b, 10_007))).toBe(exactRoundHalfUp(BigInt(a), BigInt(b), 10_007n));
  });
});

describe('allocateProportionally', () => {
  const weights = fc.array(fc.integer({ min: 0, max: MAX_ENTRY_FILS }), { minLength: 1, maxLength: 30 });

  it('adds up exactly and gives each part its exact share to within one fils', () => {
    fc.assert(
      fc.property(money, weights, (total, ws) => {
        const parts = allocateProportionally(total, ws);
        expect(parts).toHaveLength(ws.length);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        const sum = BigInt(ws.reduce((a, b) => a + b, 0));
        if (sum === 0n) {
          expect(parts).toEqual(ws.map((_, i) => (i === 0 ? total : 0)));
          return;
        }
        parts.forEach((part, i) => {
          expect(Number.isSafeInteger(part)).toBe(true);
          // |part − total·w/sum| < 1  ⇔  |part·sum − total·w| < sum
          const gap = BigInt(part) * sum - BigInt(total) * BigInt(ws[i]!);
          expect(gap < sum && gap > -sum, `part ${i}: ${part} of ${total} by ${ws}`).toBe(true);
          // Never the other side of zero from the total, and nothing to a part of no weight.
          if (ws[i] === 0) expect(part).toBe(0);
          else expect(Math.sign(part) * Math.sign(total)).not.toBe(-1);
        });
      }),
      { numRuns: 2_000 },
    );
  });

  it('is the same split, mirrored, for a negative total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_ENTRY_FILS }), weights, (total, ws) => {
        // 0 − part, not −part: the split itself must hold no −0, and toEqual tells −0 from 0.
        expect(allocateProportionally(-total, ws)).toEqual(allocateProportionally(total, ws).map((part) => 0 - part));
      }),
    );
  });

  it('breaks ties towards the earlier part and splits nothing into nothing', () => {
    expect(allocateProportionally(1, [1, 1, 1])).toEqual([1, 0, 0]);
    expect(allocateProportionally(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(allocateProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateProportionally(0, [3, 5])).toEqual([0, 0]);
    expect(allocateProportionally(7, [])).toEqual([]);
    expect(allocateProportionally(7, [0, 0])).toEqual([7, 0]);
  });
});

describe('filsFromAed', () => {
  it('takes every amount with at most two decimals to its fils', () => {
    fc.assert(
      fc.property(fc.integer({ min: -9_999_999_999, max: 9_999_999_999 }), (fils) => {
        // As the catalogue's numeric(10,2) reaches the server: a decimal string parsed to a float.
        const aed = Number((fils / 100).toFixed(2));
        expect(filsFromAed(aed)).toBe(fils);
      }),
      { numRuns: 2_000 },
    );
    expect(filsFromAed(0.1 + 0.2)).toBe(30);
    expect(filsFromAed(19.99)).toBe(1999);
    expect(filsFromAed(1.005 + 0.005)).toBe(101);
    expect(Object.is(filsFromAed(-0), 0)).toBe(true);
  });

  it('refuses an amount with a third decimal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -9_999_999_999, max: 9_999_999_999 }),
        fc.integer({ min: 1, max: 9 }),
        (fils, thousandth) => {
          const text = `${fils < 0 ? '-' : ''}${Math.floor(Math.abs(fils) / 100)}.${String(Math.abs(fils) % 100).padStart(2, '0')}${thousandth}`;
          expect(() => filsFromAed(Number(text)), text).toThrow(RangeError);
        },
      ),
      { numRuns: 2_000 },
    );
    expect(() => filsFromAed(1.005)).toThrow(RangeError);
    expect(() => filsFromAed(0.001)).toThrow(RangeError);
  });

  it('refuses what is not an amount: NaN, infinities, and more than integers hold', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e300, -1e300, 2 ** 60]) {
      expect(() => filsFromAed(value), String(value)).toThrow(RangeError);
    }
  });
});
