import { useParams } from 'react-router';
import { BackLink } from '@/components/ui/BackLink';
import { InvoiceView, moneyText } from '@/features/money';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /dashboard/invoices/:id/print (admin and reception): the document alone, ready to print. */
export function InvoicePrintPage() {
  const { id = '' } = useParams();
  useDocumentTitle(moneyText.tillTitle());
  return <InvoiceView key={id} id={id} back={<BackLink to="/dashboard?tab=orders">{moneyText.back()}</BackLink>} />;
}
