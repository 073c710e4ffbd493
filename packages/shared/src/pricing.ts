/**
 * Discounted price (spec §9): price minus price × discount / 100 when discount is above 0, to the fils. It is
 * what an order charges (the server) and what every screen shows (issue 27: the service page showed it rounded
 * to a whole dirham, AED 468, while the order charged AED 467.50). Worked out in whole fils, rounded half up,
 * so that binary fractions never tip a half fils the wrong way.
 */
export function discountedPrice(price: number, discount: number | null | undefined): number {
  if (!discount || discount <= 0) return price;
  const fils = Math.round(price * 100);
  const off = (fils * discount) / 100;
  return Math.round(fils - off + 1e-9) / 100;
}

/** Money is kept to fils (2 decimals) so sums never drift. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}
