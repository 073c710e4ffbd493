import { PAYMENT_METHODS, type TPaymentMethod, type TSale, ZPaymentRequest } from '@salon/shared';
import { Banknote } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextInput } from '@/components/ui/fields';
import { aedInputText } from '@/lib/aed-amount';
import { formatFils } from '@/lib/format-money';
import { methodLabel, readAmount, requestProblems } from '../sale-view';
import { tillText as t } from '../till-messages';
import { useMoneyAction } from './use-money-action';

interface PaymentFormProps {
  orderId: string;
  sale: TSale;
  /** Told once a payment is recorded, with the sale as it is now. */
  onRecorded: (sale: TSale, amountFils: number) => void;
  /** Mounted again after a part payment: the keyboard stays in the form, on the amount of the next one. */
  focusAmount?: boolean;
}

/**
 * Takes one payment: cash or card (with the terminal's reference), the amount prefilled with what is due. A
 * split across methods is several payments; a part payment leaves the rest due. Mounted afresh for each new
 * amount due (its key), so the next payment starts from the new due and a new idempotency key.
 */
export function PaymentForm({ orderId, sale, onRecorded, focusAmount = false }: PaymentFormProps) {
  const due = sale.figures.dueFils;
  const [method, setMethod] = useState<TPaymentMethod>('cash');
  const [value, setValue] = useState(aedInputText(due));
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const headingId = useId();
  const amountField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusAmount) amountField.current?.focus();
  }, [focusAmount]);
  const action = useMoneyAction(orderId, `${sale._id}/payments`, (next) => {
    const amount = readAmount(value).fils ?? 0;
    onRecorded(next, amount);
  });

  const submit = () => {
    const amount = readAmount(value);
    const request: Record<string, unknown> = { method, amountFils: amount.fils ?? 1 };
    if (method === 'card') request.reference = reference.trim();
    const problems = requestProblems(ZPaymentRequest, request);
    const all: Record<string, string> = {};
    if (amount.error) all.amountFils = amount.error;
    else if ((amount.fils ?? 0) > due) all.amountFils = t.paymentAtMost({ amount: formatFils(due) });
    else if (problems.amountFils) all.amountFils = problems.amountFils;
    if (method === 'card' && !reference.trim()) all.reference = t.referenceRequired();
    else if (problems.reference) all.reference = problems.reference;
    setErrors(all);
    if (Object.keys(all).length > 0) return;
    void action.send({ ...request, amountFils: amount.fils });
  };

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-blush-200 bg-sand/40 p-4">
      <h4 id={headingId} className="text-lg text-espresso">
        {t.takePayment()}
      </h4>
      <form
        noValidate
        className="mt-3 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!action.busy) submit();
        }}
      >
        <fieldset>
          <legend className="text-sm font-medium text-espresso">{t.method()}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {PAYMENT_METHODS.map((choice) => (
              <label key={choice} className="flex min-h-11 items-center gap-2 text-espresso">
                <input
                  type="radio"
                  name={`method-${sale._id}`}
                  className="size-4 accent-wine"
                  checked={method === choice}
                  onChange={() => setMethod(choice)}
                />
                {methodLabel(choice)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            ref={amountField}
            label={t.amountLabel()}
            inputMode="decimal"
            autoComplete="off"
            value={value}
            hint={t.dueHint({ amount: formatFils(due) })}
            error={errors.amountFils}
            onChange={(event) => setValue(event.target.value)}
          />
          {method === 'card' && (
            <TextInput
              label={t.terminalReference()}
              autoComplete="off"
              maxLength={64}
              value={reference}
              error={errors.reference}
              onChange={(event) => setReference(event.target.value)}
            />
          )}
        </div>
        <Button type="submit" disabled={action.busy} className="w-full sm:w-auto">
          <Banknote aria-hidden="true" className="size-4" />
          {action.busy ? t.recording() : t.recordPayment()}
        </Button>
        {action.failure && <Alert tone="error">{action.failure}</Alert>}
      </form>
    </section>
  );
}
