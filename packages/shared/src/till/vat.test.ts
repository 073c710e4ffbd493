import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY, UAE_STANDARD_VAT_BASIS_POINTS } from './constants';
import { invoiceFigures, vatWithin } from './vat';

/**
 * Is `vat` the VAT within `gross` at `rate` basis points, rounded half up? True exactly when
 * vat − ½ ≤ gross·rate / (10000 + rate) < vat + ½, checked in BigInt by cross-multiplying: a statement of the
 * rule that shares no code with the rounding it checks.
 */
function isRoundedVat(vat: number, gross: number, rate: number): boolean {
  const twice = 2n * BigInt(gross) * BigInt(rate);
  const d = BigInt(10_000 + rate);
  return (2n * BigInt(vat) - 1n) * d <= twice && twice < (2n * BigInt(vat) + 1n) * d;
}

const rate = fc.oneof(fc.constant(UAE_STANDARD_VAT_BASIS_POINTS), fc.constant(0), fc.integer({ min: 0, max: 10_000 }));

/** An invoice's lines as the till makes them: quantity × unit price, a line discount never above the line. */
const invoiceLine = fc
  .record({
    quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }),
    unitPriceFils: fc.oneof(fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 0, max: 3 })),
    discountShare: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1, noNaN: true })),
  })
  .map(({ quantity, unitPriceFils, discountShare }) => {
    const amountFils = quantity * unitPriceFils;
    return { amountFils, lineDiscountFils: Math.floor(amountFils * discountShare) };
  });

const invoice = fc
  .record({
    lines: fc.array(invoiceLine, { minLength: 1, maxLength: 12 }),
    saleShare: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1, noNaN: true })),
    rate,
  })
  .map(({ lines, saleShare, rate }) => {
    const left = lines.reduce((sum, line) => sum + line.amountFils - line.lineDiscountFils, 0);
    return { lines, saleDiscountFils: Math.floor(left * saleShare), rate };
  });

describe('vatWithin', () => {
  it('is the VAT within a VAT-inclusive amount, rounded half up to the fils', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), rate, (gross, r) => {
        const vat = vatWithin(gross, r);
        expect(isRoundedVat(vat, gross, r), `${gross} at ${r}`).toBe(true);
        expect(vat).toBeGreaterThanOrEqual(0);
        expect(vat).toBeLessThanOrEqual(gross);
      }),
      { numRuns: 3_000 },
    );
  });

  it('holds AED 5.00 in AED 105.00 at 5 %, and sends a half fils up', () => {
    expect(vatWithin(10_500, 500)).toBe(500);
    expect(vatWithin(21, 500)).toBe(1); // exactly 1
    expect(vatWithin(10, 500)).toBe(0); // 0.476… fils
    expect(vatWithin(11, 500)).toBe(1); // 0.523… fils
    expect(vatWithin(105, 500)).toBe(5);
    expect(vatWithin(2_205, 500)).toBe(105);
    // At 5 % (gross ÷ 21) no amount falls on a half; at 100 % (gross ÷ 2) odd ones do, and go up.
    expect(vatWithin(1, 10_000)).toBe(1);
    expect(vatWithin(3, 10_000)).toBe(2);
    expect(vatWithin(-3, 10_000)).toBe(-2);
    expect(vatWithin(1_000, 0)).toBe(0);
  });

  it('is as negative for a negative amount as it is positive for the positive one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), rate, (gross, r) => {
        expect(vatWithin(-gross, r)).toBe(0 - vatWithin(gross, r));
      }),
    );
  });
});

describe('invoiceFigures', () => {
  it("adds up to the fils: lines to totals, net + VAT = gross, each line's VAT rounded on the line", () => {
    fc.assert(
      fc.property(invoice, ({ lines, saleDiscountFils, rate: r }) => {
        const figures = invoiceFigures(lines, saleDiscountFils, r);
        const sum = (pick: (line: (typeof figures.lines)[number]) => number) =>
          figures.lines.reduce((total, line) => total + pick(line), 0);
        const beforeDiscounts = lines.reduce((total, line) => total + line.amountFils, 0);
        const ownDiscounts = lines.reduce((total, line) => total + line.lineDiscountFils, 0);

        expect(figures.lines).toHaveLength(lines.length);
        expect(figures.grossFils).toBe(beforeDiscounts - ownDiscounts - saleDiscountFils);
        expect(figures.discountFils).toBe(ownDiscounts + saleDiscountFils);
        expect(sum((line) => line.grossFils)).toBe(figures.grossFils);
        expect(sum((line) => line.vatFils)).toBe(figures.vatFils);
        expect(sum((line) => line.netFils)).toBe(figures.netFils);
        expect(sum((line) => line.discountFils)).toBe(figures.discountFils);
        expect(figures.netFils + figures.vatFils).toBe(figures.grossFils);

        figures.lines.forEach((line, i) => {
          const input = lines[i]!;
          expect(line.netFils + line.vatFils).toBe(line.grossFils);
          expect(line.grossFils + line.discountFils).toBe(input.amountFils);
          expect(line.discountFils).toBeGreaterThanOrEqual(input.lineDiscountFils);
          expect(line.grossFils).toBeGreaterThanOrEqual(0);
          expect(line.vatFils).toBeGreaterThanOrEqual(0);
          expect(line.vatFils).toBeLessThanOrEqual(line.grossFils);
          // Each line's VAT is the VAT within the line, rounded half up (FTA clarification VATP006).
          expect(isRoundedVat(line.vatFils, line.grossFils, r), `line ${i}`).toBe(true);
          expect(line.vatFils).toBe(vatWithin(line.grossFils, r));
        });
      }),
      { numRuns: 2_000 },
    );
  });

  it('shares a sale-wide discount over the lines in proportion to what each still costs', () => {
    const figures = invoiceFigures(
      [
        { amountFils: 30_000, lineDiscountFils: 0 },
        { amountFils: 10_000, lineDiscountFils: 0 },
      ],
      1_000,
      500,
    );
    expect(figures.lines.map((line) => line.discountFils)).toEqual([750, 250]);
    expect(figures.grossFils).toBe(39_000);
    // Per line: 29,250 × 5/105 = 1,392.86 → 1,393; 9,750 × 5/105 = 464.29 → 464.
    expect(figures.lines.map((line) => line.vatFils)).toEqual([1_393, 464]);
    expect(figures.vatFils).toBe(1_857);
  });

  it('rounds each line on its own, as the FTA asks: three lines of 10 fils hold no VAT, one of 30 fils holds 1', () => {
    const lines = Array.from({ length: 3 }, () => ({ amountFils: 10, lineDiscountFils: 0 }));
    const figures = invoiceFigures(lines, 0, 500);
    expect(figures.lines.map((line) => line.vatFils)).toEqual([0, 0, 0]);
    expect(figures.vatFils).toBe(0);
    expect(invoiceFigures([{ amountFils: 30, lineDiscountFils: 0 }], 0, 500).vatFils).toBe(1);
  });
});
