/** Where the overview's Checkout lands: the order page, scrolled to the checkout panel. */
export const CHECKOUT_ANCHOR = 'checkout';
