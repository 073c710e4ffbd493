import { formatSalonTime } from '@salon/shared';
import { Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { formatFils } from '@/lib/format-money';
import { isolate } from '@/lib/locale';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { methodLabel, type SalePayment } from '../sale-view';
import { tillText as t } from '../till-messages';

/** The payments taken, each with its refunds; an admin may refund what is left of one. */
export function PaymentsList({
  payments,
  canRefund,
  onRefund,
}: {
  payments: SalePayment[];
  canRefund: boolean;
  onRefund: (payment: SalePayment) => void;
}) {
  if (payments.length === 0) return null;
  return (
    <ul aria-label={t.paymentsLabel()} className="mt-2 divide-y divide-blush-200/70">
      {payments.map((payment) => {
        const { entry } = payment;
        const what = t.paymentLine({
          method: methodLabel(entry.method),
          amount: isolate(formatFils(entry.amountFils)),
        });
        return (
          <li key={entry._id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
            <div className="min-w-0">
              <p className="font-medium text-espresso">{what}</p>
              <p className="text-sm text-taupe">
                {t.paymentMeta({
                  time: isolate(formatSalonTime(entry.createdAt, SALON_TIME_ZONE)),
                  name: isolate(entry.recordedByName),
                })}
                {entry.reference && <> · {t.referenceShown({ reference: isolate(entry.reference) })}</>}
              </p>
              {payment.refunds.map((refund) => (
                <p key={refund._id} className="text-sm text-wine">
                  {t.refundLine({ amount: isolate(formatFils(refund.amountFils)), reason: refund.reason ?? '' })}
                </p>
              ))}
            </div>
            {canRefund && payment.refundableFils > 0 && (
              <Button variant="secondary" aria-label={t.refundOf({ payment: what })} onClick={() => onRefund(payment)}>
                <Undo2 aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                {t.refund()}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
