import { isDashboardRole } from '@salon/shared';
import { ShoppingCart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { useSession } from '@/features/session';
import { serverMessage } from '@/lib/api-client';
import { useOrderSales, useStartCheckout } from '../api/till-api';
import { saleView } from '../sale-view';
import { tillText as t } from '../till-messages';
import { CHECKOUT_ANCHOR } from './checkout-anchor';
import { SaleCard } from './SaleCard';

/**
 * The desk's checkout of one order (issue 29), for reception and the admin: start the sale with the booked
 * services, change it, take payments, and the invoice once paid. A therapist never sees it (nor the page).
 */
export function CheckoutPanel({ orderId }: { orderId: string }) {
  const { session, isAdmin } = useSession();
  const staff = isDashboardRole(session.user?.role);
  if (!staff) return null;
  return <Checkout orderId={orderId} isAdmin={isAdmin} />;
}

function Checkout({ orderId, isAdmin }: { orderId: string; isAdmin: boolean }) {
  const sales = useOrderSales(orderId);
  const start = useStartCheckout(orderId);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();

  // Arriving from the overview's Checkout: the panel comes into view with its heading focused.
  useEffect(() => {
    if (hash === `#${CHECKOUT_ANCHOR}` && sales.isSuccess) {
      heading.current?.scrollIntoView?.({ block: 'start' });
      heading.current?.focus();
    }
  }, [hash, sales.isSuccess]);

  const begin = async () => {
    setFailure(null);
    try {
      await start.mutateAsync();
    } catch (error) {
      setFailure(serverMessage(error, t.startFailed()));
    }
  };

  const list = sales.data?.sales ?? [];
  // An order has at most one sale without its invoice; once all are invoiced, a new sale takes anything more.
  const open = list.some((sale) => !saleView(sale).invoiced);
  return (
    <section id={CHECKOUT_ANCHOR} aria-labelledby="checkout-heading" className="mt-8 scroll-mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="checkout-heading" ref={heading} tabIndex={-1} className="text-2xl text-espresso outline-none">
          {t.checkout()}
        </h2>
        {sales.isSuccess && !open && (
          <Button onClick={() => void begin()} disabled={start.isPending}>
            <ShoppingCart aria-hidden="true" className="size-4" />
            {start.isPending ? t.starting() : list.length === 0 ? t.startCheckout() : t.startNewSale()}
          </Button>
        )}
      </div>
      {failure && (
        <Alert tone="error" className="mt-3">
          {failure}
        </Alert>
      )}
      {sales.isPending ? (
        <p role="status" className="mt-3 text-sm text-taupe">
          {t.loading()}
        </p>
      ) : sales.isError ? (
        <LoadError
          title={t.loadFailed()}
          error={sales.error}
          onRetry={() => void sales.refetch()}
          retrying={sales.isFetching}
        />
      ) : list.length === 0 ? (
        <p className="mt-2 text-sm text-taupe">{t.noSaleYet()}</p>
      ) : (
        <div className="mt-4 space-y-5">
          {[...list].reverse().map((sale) => (
            <SaleCard key={sale._id} orderId={orderId} sale={sale} isAdmin={isAdmin} />
          ))}
        </div>
      )}
    </section>
  );
}
