import { ShoppingCart } from 'lucide-react';
import { ButtonLink } from '@/components/ui/Button';
import { tillText as t } from '../till-messages';
import { CHECKOUT_ANCHOR } from './checkout-anchor';

/** The overview's Checkout for one order of the day: the order page, at its checkout panel. */
export function CheckoutLink({ orderId, orderName }: { orderId: string; orderName: string }) {
  return (
    <ButtonLink
      to={`/dashboard/orders/${orderId}#${CHECKOUT_ANCHOR}`}
      variant="secondary"
      aria-label={t.checkoutOrder({ order: orderName })}
    >
      <ShoppingCart aria-hidden="true" className="size-4" />
      {t.checkoutShort()}
    </ButtonLink>
  );
}
