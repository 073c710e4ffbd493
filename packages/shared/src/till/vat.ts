import { allocateProportionally, mulDivRoundHalfUp } from './money';

/**
 * The VAT within a VAT-inclusive amount: gross × rate / (100 % + rate), rounded half up to the fils
 * (docs/decisions.md, "VAT rounding": per line, as the FTA's public clarification VATP006 asks).
 */
export function vatWithin(grossFils: number, rateBasisPoints: number): number {
  return mulDivRoundHalfUp(grossFils, rateBasisPoints, 10_000 + rateBasisPoints);
}

export interface InvoiceLineInput {
  /** The line's amount before discounts: quantity × unit price, VAT included. */
  amountFils: number;
  /** Discounts on this line alone. */
  lineDiscountFils: number;
}

export interface InvoiceLineFigures {
  /** This line's discounts, its own and its share of the sale's. */
  discountFils: number;
  /** What the customer pays for the line, VAT included. */
  grossFils: number;
  vatFils: number;
  /** gross − VAT: the taxable amount. */
  netFils: number;
}

export interface InvoiceFigures {
  lines: InvoiceLineFigures[];
  grossFils: number;
  vatFils: number;
  netFils: number;
  discountFils: number;
}

/**
 * An invoice's lines and totals from the sale's active lines: the sale-wide discount spread over the lines
 * in proportion to what each still costs (largest remainder), each line's VAT worked out on its own amount and
 * rounded to the fils, and the totals the sums of the lines, so that lines and totals add up to the fils.
 */
export function invoiceFigures(
  lines: readonly InvoiceLineInput[],
  saleDiscountFils: number,
  rateBasisPoints: number,
): InvoiceFigures {
  const afterOwn = lines.map((line) => line.amountFils - line.lineDiscountFils);
  const saleShares = allocateProportionally(saleDiscountFils, afterOwn);
  const grosses = afterOwn.map((amount, index) => amount - saleShares[index]!);
  const grossFils = grosses.reduce((a, b) => a + b, 0);
  const vats = grosses.map((gross) => vatWithin(gross, rateBasisPoints));
  const vatFils = vats.reduce((a, b) => a + b, 0);
  const figures = lines.map((line, index) => ({
    discountFils: line.lineDiscountFils + saleShares[index]!,
    grossFils: grosses[index]!,
    vatFils: vats[index]!,
    netFils: grosses[index]! - vats[index]!,
  }));
  return {
    lines: figures,
    grossFils,
    vatFils,
    netFils: grossFils - vatFils,
    discountFils: figures.reduce((sum, line) => sum + line.discountFils, 0),
  };
}
