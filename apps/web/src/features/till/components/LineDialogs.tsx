import { ZChangePriceRequest, ZVoidRequest } from '@salon/shared';
import { useState } from 'react';
import { TextInput } from '@/components/ui/fields';
import { aedInputText } from '@/lib/aed-amount';
import { formatFils } from '@/lib/format-money';
import { readAmount, requestProblems, type SaleLine } from '../sale-view';
import { tillText as t } from '../till-messages';
import { ActionDialog } from './ActionDialog';
import { useMoneyAction } from './use-money-action';

interface LineDialogProps {
  orderId: string;
  saleId: string;
  line: SaleLine;
  onClose: () => void;
}

/** A new unit price for a line, with its reason: the ledger voids the line and writes it again. */
export function ChangePriceDialog({ orderId, saleId, line, onClose }: LineDialogProps) {
  const { entry } = line;
  const action = useMoneyAction(orderId, `${saleId}/lines/${entry._id}/price`, onClose);
  const [price, setPrice] = useState(aedInputText(entry.unitPriceFils ?? 0));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const amount = readAmount(price, { allowZero: true });
    const problems = requestProblems(ZChangePriceRequest, { unitPriceFils: amount.fils ?? 0, reason });
    if (amount.error) problems.unitPriceFils = amount.error;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    void action.send({ unitPriceFils: amount.fils, reason: reason.trim() });
  };

  return (
    <ActionDialog
      title={t.changePriceTitle({ item: entry.description ?? '' })}
      submitLabel={t.changePrice()}
      busy={action.busy}
      failure={action.failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="text-sm text-taupe">{t.priceNow({ price: formatFils(entry.unitPriceFils ?? 0) })}</p>
      <TextInput
        label={t.newUnitPrice()}
        inputMode="decimal"
        autoComplete="off"
        value={price}
        error={errors.unitPriceFils}
        hint={t.amountHint()}
        onChange={(event) => setPrice(event.target.value)}
      />
      <TextInput
        label={t.reason()}
        value={reason}
        error={errors.reason}
        maxLength={200}
        onChange={(event) => setReason(event.target.value)}
      />
    </ActionDialog>
  );
}

/** Admin only: takes a line off the sale, with the reason (the ledger keeps both rows). */
export function VoidLineDialog({ orderId, saleId, line, onClose }: LineDialogProps) {
  const { entry } = line;
  const action = useMoneyAction(orderId, `${saleId}/lines/${entry._id}/void`, onClose);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    const problems = requestProblems(ZVoidRequest, { reason });
    setError(problems.reason);
    if (problems.reason) return;
    void action.send({ reason: reason.trim() });
  };

  return (
    <ActionDialog
      title={t.removeLineTitle({ item: entry.description ?? '' })}
      submitLabel={t.removeLine()}
      busy={action.busy}
      failure={action.failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="text-sm text-cocoa">{t.removeLineQuestion({ amount: formatFils(entry.amountFils) })}</p>
      <TextInput
        label={t.reason()}
        value={reason}
        error={error}
        maxLength={200}
        onChange={(event) => setReason(event.target.value)}
      />
    </ActionDialog>
  );
}
