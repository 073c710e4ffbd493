/**
 * Money in the till is whole fils (1 AED = 100 fils), integers in code and in the database, never floats
 * (issue 29). The catalogue's prices are numeric(10,2) AED; they enter the till through `filsFromAed`, once.
 */

export const FILS_PER_AED = 100;
/** The largest amount one ledger row may carry: AED 1,000,000 (the column is a 32-bit integer). */
export const MAX_ENTRY_FILS = 100_000_000;

/**
 * An AED amount with at most two decimals as whole fils; throws on anything else (a float that is not money,
 * or one too large to stay an exact integer). −0 comes out as 0: `Intl` would print it with a minus sign.
 */
export function filsFromAed(aed: number): number {
  const fils = Math.round(aed * FILS_PER_AED);
  if (!Number.isSafeInteger(fils) || Math.abs(fils - aed * FILS_PER_AED) > 1e-6) {
    throw new RangeError(`Not an amount in AED to the fils: ${aed}`);
  }
  return fils + 0;
}

/** Whole fils as AED for `Intl.NumberFormat` (display only: arithmetic stays in fils). */
export function aedFromFils(fils: number): number {
  return fils / FILS_PER_AED;
}

export function isFils(value: number): boolean {
  return Number.isSafeInteger(value);
}

/**
 * a × b / c rounded half up (away from zero for negatives), in integers: the one rounding rule of the till
 * (docs/decisions.md, "VAT rounding"). Arguments are safe integers; c > 0.
 */
export function mulDivRoundHalfUp(a: number, b: number, c: number): number {
  const product = BigInt(a) * BigInt(b);
  const divisor = BigInt(c);
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const rounded = (magnitude * 2n + divisor) / (divisor * 2n);
  return Number(negative ? -rounded : rounded);
}

/**
 * Splits `total` into whole parts proportional to `weights` that add up to `total` exactly (largest
 * remainder; ties go to the earlier part). Used for a sale-wide discount over its lines and for the VAT of
 * each line of an invoice. Weights are non-negative integers; all zero gives everything to the first part.
 */
export function allocateProportionally(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const sign = total < 0 ? -1 : 1;
  const magnitude = BigInt(Math.abs(total));
  const bigSum = BigInt(sum);
  const shares = weights.map((weight, index) => {
    const exact = magnitude * BigInt(weight);
    return { index, floor: exact / bigSum, remainder: exact % bigSum };
  });
  let left = magnitude - shares.reduce((acc, share) => acc + share.floor, 0n);
  const order = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  const parts = shares.map((share) => share.floor);
  for (const share of order) {
    if (left === 0n) break;
    parts[share.index]! += 1n;
    left -= 1n;
  }
  // Negated in BigInt, where there is no −0 (Intl prints a −0 share as "-AED 0.00").
  return parts.map((part) => Number(sign < 0 ? -part : part));
}
