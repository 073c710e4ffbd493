import type { TSale } from '@salon/shared';
import { Mail, Printer } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertRegion } from '@/components/ui/Alert';
import { Button, buttonClasses } from '@/components/ui/Button';
import { serverMessage } from '@/lib/api-client';
import { formatFils } from '@/lib/format-money';
import { isolate } from '@/lib/locale';
import { useSendReceipt } from '../api/till-api';
import { invoiceKindLabel } from '../sale-view';
import { tillText as t } from '../till-messages';

/** The sale's invoice or receipt and any credit notes: each number, Print, and the receipt by e-mail. */
export function InvoiceLinks({ sale }: { sale: TSale }) {
  const send = useSendReceipt(sale._id);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (sale.invoices.length === 0) return null;

  const sendReceipt = async () => {
    setSent(null);
    setFailure(null);
    try {
      const { sentTo } = await send.mutateAsync();
      setSent(t.receiptSent({ email: isolate(sentTo) }));
    } catch (error) {
      setFailure(serverMessage(error, t.receiptFailed()));
    }
  };

  return (
    <div className="mt-4 space-y-3">
      <ul aria-label={t.invoicesLabel()} className="space-y-2">
        {sale.invoices.map((invoice) => (
          <li
            key={invoice._id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-blush-200 p-3"
          >
            <p className="min-w-0 text-espresso">
              <span className="block text-xs font-semibold uppercase tracking-wide text-cocoa">
                {invoiceKindLabel(invoice.kind)}
              </span>
              <bdi className="font-semibold">{invoice.number}</bdi> · <bdi>{formatFils(invoice.totalFils)}</bdi>
            </p>
            <a
              href={`/dashboard/invoices/${invoice._id}/print`}
              target="_blank"
              rel="noopener"
              aria-label={t.printNumber({ number: invoice.number })}
              className={buttonClasses('secondary')}
            >
              <Printer aria-hidden="true" className="size-4" />
              {t.print()}
            </a>
          </li>
        ))}
      </ul>
      <Button variant="secondary" disabled={send.isPending} onClick={() => void sendReceipt()}>
        <Mail aria-hidden="true" className="size-4" />
        {send.isPending ? t.sending() : t.sendByEmail()}
      </Button>
      {failure && <Alert tone="error">{failure}</Alert>}
      <AlertRegion tone="success" text={sent} />
    </div>
  );
}
