/** Discounted price (spec §9): price minus price × discount / 100 when discount is above 0. */
export function discountedPrice(price: number, discount: number | null | undefined): number {
  if (!discount || discount <= 0) return price;
  return roundMoney(price - (price * discount) / 100);
}

/** Money is kept to fils (2 decimals) so sums never drift. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}
