import { timeZoneCity } from '@salon/shared';
import { Receipt } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { PageHeader } from '@/components/layout/PageHeader';
import { VerifyEmailNotice } from '@/features/auth';
import { MyAppointments } from '@/features/booking';
import { useSession } from '@/features/session';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { useDocumentTitle } from '@/lib/use-document-title';
import { routeText as t } from './route-messages';

/**
 * /orders, My Appointments (customer spec §2, §6): signed-in customers only; anyone else goes to /login,
 * which brings them back here after signing in.
 */
export function OrdersPage() {
  useDocumentTitle(t.myAppointments());
  const { session } = useSession();
  if (!session.isAuthenticated) {
    return <Navigate to="/login" replace state={{ from: '/orders' }} />;
  }
  return (
    <>
      <PageHeader title={t.myAppointments()} subtitle={t.ordersSubtitle({ city: timeZoneCity(SALON_TIME_ZONE) })} />
      {session.user?.emailVerified === false && <VerifyEmailNotice />}
      <MyAppointments
        actions={
          <Link
            to="/account#receipts"
            className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-wine underline-offset-4 hover:underline sm:ms-auto"
          >
            <Receipt aria-hidden="true" className="size-4" />
            {t.receiptsLink()}
          </Link>
        }
      />
    </>
  );
}
