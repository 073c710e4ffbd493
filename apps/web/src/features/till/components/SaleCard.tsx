import { formatSalonDateTime, type TSale } from '@salon/shared';
import { BadgePercent, HandCoins, Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { AlertRegion } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { formatFils } from '@/lib/format-money';
import { isolate } from '@/lib/locale';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { type SaleLine, type SalePayment, STATUS_TONES, saleView, statusLabel } from '../sale-view';
import { tillText as t } from '../till-messages';
import { AddLineDialog } from './AddLineDialog';
import { DiscountDialog, TipDialog } from './AdjustDialogs';
import { CustomerTrnForm } from './CustomerTrnForm';
import { InvoiceLinks } from './InvoiceLinks';
import { ChangePriceDialog, VoidLineDialog } from './LineDialogs';
import { PaymentForm } from './PaymentForm';
import { PaymentsList } from './PaymentsList';
import { RefundDialog } from './RefundDialog';
import { SaleFigures } from './SaleFigures';
import { SaleLines } from './SaleLines';

type Dialog =
  | { kind: 'add' | 'discount' | 'tip' }
  | { kind: 'price' | 'void'; line: SaleLine }
  | { kind: 'refund'; payment: SalePayment };

/** One sale of the order: its lines, adjustments, figures, payments and documents, and what the desk may do. */
export function SaleCard({ orderId, sale, isAdmin }: { orderId: string; sale: TSale; isAdmin: boolean }) {
  const headingId = useId();
  const view = saleView(sale);
  const editable = !view.invoiced;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const close = () => setDialog(null);

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-3xl border border-blush-200/80 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} ref={heading} tabIndex={-1} className="text-xl text-espresso outline-none">
          {t.saleHeading({ date: isolate(formatSalonDateTime(sale.createdAt, SALON_TIME_ZONE)) })}
        </h3>
        <StatusBadge tone={STATUS_TONES[sale.status]}>{statusLabel(sale.status)}</StatusBadge>
      </div>
      <p className="mt-1 text-sm text-taupe">{t.customer({ name: isolate(sale.customerName) })}</p>

      <SaleLines
        lines={view.lines}
        editable={editable}
        canVoid={isAdmin}
        onChangePrice={(line) => setDialog({ kind: 'price', line })}
        onVoid={(line) => setDialog({ kind: 'void', line })}
      />
      {(view.saleDiscounts.length > 0 || view.tips.length > 0) && (
        <ul aria-label={t.adjustmentsLabel()} className="mt-1 space-y-0.5 text-sm">
          {view.saleDiscounts.map((discount) => (
            <li key={discount._id} className="text-wine">
              {t.saleDiscount({ amount: isolate(formatFils(discount.amountFils)), reason: discount.reason ?? '' })}
            </li>
          ))}
          {view.tips.map((tip) => (
            <li key={tip._id} className="text-cocoa">
              {t.tipLine({ amount: isolate(formatFils(tip.amountFils)), name: isolate(tip.therapistName ?? '') })}
            </li>
          ))}
        </ul>
      )}
      {editable && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setDialog({ kind: 'add' })}>
            <Plus aria-hidden="true" className="size-4" />
            {t.addItem()}
          </Button>
          <Button
            variant="secondary"
            disabled={view.lines.length === 0}
            onClick={() => setDialog({ kind: 'discount' })}
          >
            <BadgePercent aria-hidden="true" className="size-4" />
            {t.giveDiscount()}
          </Button>
          <Button variant="secondary" onClick={() => setDialog({ kind: 'tip' })}>
            <HandCoins aria-hidden="true" className="size-4" />
            {t.addTip()}
          </Button>
        </div>
      )}

      <SaleFigures figures={sale.figures} />
      <AlertRegion tone="success" text={announcement} className="mt-3" />
      {sale.figures.dueFils > 0 && view.lines.length > 0 && (
        <div className="mt-4">
          <PaymentForm
            key={sale.figures.dueFils}
            orderId={orderId}
            sale={sale}
            focusAmount={paying}
            onRecorded={(next, amount) => {
              const paid = next.figures.dueFils === 0;
              setAnnouncement(
                paid
                  ? t.paidInFull({ amount: formatFils(amount) })
                  : t.paymentRecorded({ amount: formatFils(amount), due: formatFils(next.figures.dueFils) }),
              );
              setPaying(!paid);
              // The form leaves with the last payment: the keyboard goes to the sale, not to the page's top.
              if (paid) heading.current?.focus();
            }}
          />
        </div>
      )}
      {view.payments.length > 0 && (
        <>
          <h4 className="mt-5 text-lg text-espresso">{t.payments()}</h4>
          <PaymentsList
            payments={view.payments}
            canRefund={isAdmin}
            onRefund={(payment) => setDialog({ kind: 'refund', payment })}
          />
        </>
      )}
      {editable ? (
        <CustomerTrnForm orderId={orderId} sale={sale} />
      ) : (
        sale.customerTrn && (
          <p className="mt-4 text-sm text-cocoa">{t.customerTrnShown({ trn: isolate(sale.customerTrn) })}</p>
        )
      )}
      <InvoiceLinks sale={sale} />

      {dialog?.kind === 'add' && <AddLineDialog orderId={orderId} saleId={sale._id} onClose={close} />}
      {(dialog?.kind === 'discount' || dialog?.kind === 'tip') &&
        (dialog.kind === 'discount' ? (
          <DiscountDialog orderId={orderId} saleId={sale._id} lines={view.lines} onClose={close} />
        ) : (
          <TipDialog orderId={orderId} saleId={sale._id} lines={view.lines} onClose={close} />
        ))}
      {dialog?.kind === 'price' && (
        <ChangePriceDialog orderId={orderId} saleId={sale._id} line={dialog.line} onClose={close} />
      )}
      {dialog?.kind === 'void' && (
        <VoidLineDialog orderId={orderId} saleId={sale._id} line={dialog.line} onClose={close} />
      )}
      {dialog?.kind === 'refund' && (
        <RefundDialog
          orderId={orderId}
          saleId={sale._id}
          payment={dialog.payment}
          onRefunded={() => {
            setAnnouncement(t.refundRecorded());
            close();
          }}
          onClose={close}
        />
      )}
    </article>
  );
}
