import { Navigate, useParams } from 'react-router';
import { BackLink } from '@/components/ui/BackLink';
import { InvoiceView } from '@/features/money';
import { useSession } from '@/features/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { routeText as t } from './route-messages';

/**
 * /account/invoices/:id: the customer's own receipt or invoice, printable; the server answers only for the
 * order's customer. Signed-in users only; anyone else goes to /login, which brings them back.
 */
export function InvoicePage() {
  const { id = '' } = useParams();
  useDocumentTitle(t.receiptsTitle());
  const { session } = useSession();
  if (!session.isAuthenticated) {
    return <Navigate to="/login" replace state={{ from: `/account/invoices/${id}` }} />;
  }
  return <InvoiceView key={id} id={id} back={<BackLink to="/account#receipts">{t.receiptsTitle()}</BackLink>} />;
}
