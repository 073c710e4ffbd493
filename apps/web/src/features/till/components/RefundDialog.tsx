import { ZRefundRequest } from '@salon/shared';
import { useState } from 'react';
import { TextInput } from '@/components/ui/fields';
import { aedInputText } from '@/lib/aed-amount';
import { formatFils } from '@/lib/format-money';
import { methodLabel, readAmount, requestProblems, type SalePayment } from '../sale-view';
import { tillText as t } from '../till-messages';
import { ActionDialog } from './ActionDialog';
import { useMoneyAction } from './use-money-action';

interface RefundDialogProps {
  orderId: string;
  saleId: string;
  payment: SalePayment;
  /** Told once the refund is recorded. */
  onRefunded: () => void;
  onClose: () => void;
}

/** Admin only: money back from one payment, at most what is left of it, with the reason. */
export function RefundDialog({ orderId, saleId, payment, onRefunded, onClose }: RefundDialogProps) {
  const action = useMoneyAction(orderId, `${saleId}/payments/${payment.entry._id}/refunds`, onRefunded);
  const [value, setValue] = useState(aedInputText(payment.refundableFils));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const most = formatFils(payment.refundableFils);

  const submit = () => {
    const amount = readAmount(value);
    const problems = requestProblems(ZRefundRequest, { amountFils: amount.fils ?? 1, reason });
    const all: Record<string, string> = {};
    if (amount.error) all.amountFils = amount.error;
    else if ((amount.fils ?? 0) > payment.refundableFils) all.amountFils = t.refundAtMost({ amount: most });
    if (problems.reason) all.reason = problems.reason;
    setErrors(all);
    if (Object.keys(all).length > 0 || amount.fils === undefined) return;
    void action.send({ amountFils: amount.fils, reason: reason.trim() });
  };

  return (
    <ActionDialog
      title={t.refundTitle({
        method: methodLabel(payment.entry.method),
        amount: formatFils(payment.entry.amountFils),
      })}
      submitLabel={t.refund()}
      busy={action.busy}
      failure={action.failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextInput
        label={t.amountLabel()}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        hint={t.refundAtMost({ amount: most })}
        error={errors.amountFils}
        onChange={(event) => setValue(event.target.value)}
      />
      <TextInput
        label={t.reason()}
        value={reason}
        maxLength={200}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </ActionDialog>
  );
}
