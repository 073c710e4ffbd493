import { Download, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, buttonClasses } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { invoicePdfPath, useInvoice } from '../api/till-api';
import { moneyText as t } from '../money-messages';
import { InvoiceDocument } from './InvoiceDocument';

/**
 * The printable page of one document: Print and Download PDF above it, hidden on paper; the page itself
 * carries no site chrome, so what prints is the document alone.
 */
export function InvoiceView({ id, back }: { id: string; back?: ReactNode }) {
  const invoice = useInvoice(id);
  return (
    <main className="min-h-screen bg-sand px-2 py-6 sm:px-6 print:bg-white print:p-0">
      <div className="mx-auto mb-4 flex max-w-3xl flex-wrap items-center gap-3 print:hidden">
        {back}
        <Button variant="secondary" onClick={() => window.print()} disabled={!invoice.data}>
          <Printer aria-hidden="true" className="size-4" />
          {t.print()}
        </Button>
        <a href={invoicePdfPath(id)} download className={buttonClasses('secondary')}>
          <Download aria-hidden="true" className="size-4" />
          {t.downloadPdf()}
        </a>
      </div>
      {invoice.isPending ? (
        <p role="status" className="py-10 text-center text-taupe">
          {t.invoiceLoading()}
        </p>
      ) : invoice.isError ? (
        <LoadError title={t.invoiceLoadFailed()} error={invoice.error} onRetry={() => void invoice.refetch()} />
      ) : (
        <InvoiceDocument document={invoice.data.document} />
      )}
    </main>
  );
}
