import { formatSalonDate, type TInvoiceKind } from '@salon/shared';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListStates, pagingOf } from '@/components/ui/ListStates';
import { EmptyState } from '@/components/ui/PanelHeader';
import { formatFils } from '@/lib/format-money';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { accountText as T } from '../account-messages';
import { myInvoicePdfPath, useMyInvoices } from '../api/use-my-invoices';

const pager = {
  label: T.receiptsPages(),
  previous: T.receiptsPrevious(),
  next: T.receiptsNext(),
  page: (page: string) => T.receiptsPage({ page }),
  showing: (from: string, to: string, total: string) => T.receiptsShowing({ from, to, total }),
  atLeast: (total: string) => T.receiptsAtLeast({ total }),
};

const KIND: Record<TInvoiceKind, () => string> = {
  'tax-invoice': T.kindTaxInvoice,
  'simplified-tax-invoice': T.kindSimplified,
  'credit-note': T.kindCreditNote,
  receipt: T.kindReceipt,
};

const LINK =
  'inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-wine underline-offset-4 hover:underline';

/** The customer's own documents, paged: each opens on its printable page or downloads as a PDF. */
export function ReceiptsList() {
  const [page, setPage] = useState(1);
  const invoices = useMyInvoices(page);
  const items = invoices.data?.items ?? [];
  return (
    <ListStates
      read={invoices}
      loading={T.receiptsLoading()}
      errorTitle={T.receiptsLoadFailed()}
      empty={items.length === 0}
      emptyState={<EmptyState title={T.receiptsEmpty()} />}
      paging={pagingOf({ page, pageSize: invoices.data?.pageSize ?? 20 }, invoices.data, setPage, pager)}
    >
      <ul className="divide-y divide-blush-100">
        {items.map((invoice) => (
          <li key={invoice._id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
            <div className="min-w-0">
              <p className="font-medium text-espresso">
                {KIND[invoice.kind]()} <span dir="ltr">{invoice.number}</span>
              </p>
              <p className="text-sm text-taupe">
                {formatSalonDate(invoice.issuedAt, SALON_TIME_ZONE)} · {formatFils(invoice.totalFils)}
              </p>
            </div>
            <div className="flex gap-4">
              <Link
                to={`/account/invoices/${invoice._id}`}
                className={LINK}
                aria-label={T.receiptView({ number: invoice.number })}
              >
                <FileText aria-hidden="true" className="size-4" />
                {T.receiptViewShort()}
              </Link>
              <a
                href={myInvoicePdfPath(invoice._id)}
                download
                className={LINK}
                aria-label={T.receiptPdf({ number: invoice.number })}
              >
                <Download aria-hidden="true" className="size-4" />
                {T.receiptPdfShort()}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </ListStates>
  );
}
