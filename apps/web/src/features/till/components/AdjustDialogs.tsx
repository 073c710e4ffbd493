import { ZDiscountRequest, ZTipRequest } from '@salon/shared';
import { useState } from 'react';
import { SelectInput, TextInput } from '@/components/ui/fields';
import { useTherapists } from '@/features/therapists';
import { formatFils } from '@/lib/format-money';
import { readAmount, requestProblems, type SaleLine } from '../sale-view';
import { tillText as t } from '../till-messages';
import { ActionDialog } from './ActionDialog';
import { useMoneyAction } from './use-money-action';

interface AdjustProps {
  orderId: string;
  saleId: string;
  lines: SaleLine[];
  onClose: () => void;
}

/** A discount on one line or on the whole sale, as a percentage or an amount, with its reason. */
export function DiscountDialog({ orderId, saleId, lines, onClose }: AdjustProps) {
  const action = useMoneyAction(orderId, `${saleId}/discounts`, onClose);
  const [lineId, setLineId] = useState('');
  const [mode, setMode] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const request: Record<string, unknown> = { reason: reason.trim() };
    const problems: Record<string, string> = {};
    if (lineId) request.lineId = lineId;
    if (mode === 'percent') {
      request.percent = /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
    } else {
      const amount = readAmount(value);
      if (amount.error) problems.value = amount.error;
      request.amountFils = amount.fils ?? 1;
    }
    const schema = requestProblems(ZDiscountRequest, request);
    const all = { reason: schema.reason, value: problems.value ?? schema.percent ?? schema.amountFils };
    setErrors(Object.fromEntries(Object.entries(all).filter(([, text]) => text)) as Record<string, string>);
    if (all.reason || all.value) return;
    void action.send(request);
  };

  return (
    <ActionDialog
      title={t.discountTitle()}
      submitLabel={t.giveDiscount()}
      busy={action.busy}
      failure={action.failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <SelectInput label={t.discountOn()} value={lineId} onChange={(event) => setLineId(event.target.value)}>
        <option value="">{t.wholeSale()}</option>
        {lines.map(({ entry }) => (
          <option key={entry._id} value={entry._id}>
            {t.lineOption({ item: entry.description ?? '', amount: formatFils(entry.amountFils) })}
          </option>
        ))}
      </SelectInput>
      <fieldset>
        <legend className="text-sm font-medium text-espresso">{t.discountAs()}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {(['percent', 'amount'] as const).map((choice) => (
            <label key={choice} className="flex min-h-11 items-center gap-2 text-espresso">
              <input
                type="radio"
                name="discount-mode"
                className="size-4 accent-wine"
                checked={mode === choice}
                onChange={() => setMode(choice)}
              />
              {choice === 'percent' ? t.discountPercent() : t.discountAmount()}
            </label>
          ))}
        </div>
      </fieldset>
      <TextInput
        label={mode === 'percent' ? t.percentLabel() : t.amountLabel()}
        inputMode={mode === 'percent' ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={value}
        hint={mode === 'amount' ? t.amountHint() : undefined}
        error={errors.value}
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

/** A tip for a named therapist: outside the scope of VAT, listed apart on the invoice. */
export function TipDialog({ orderId, saleId, lines, onClose }: AdjustProps) {
  const action = useMoneyAction(orderId, `${saleId}/tips`, onClose);
  const therapists = useTherapists();
  // The therapist of the sale's first line is the likeliest one.
  const [therapistId, setTherapistId] = useState(lines.find((line) => line.entry.therapistId)?.entry.therapistId ?? '');
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const amount = readAmount(value);
    const problems = requestProblems(ZTipRequest, { therapistId, amountFils: amount.fils ?? 1 });
    const all: Record<string, string> = {};
    if (problems.therapistId || !therapistId) all.therapistId = t.chooseTherapist();
    if (amount.error ?? problems.amountFils) all.amountFils = amount.error ?? problems.amountFils ?? '';
    setErrors(all);
    if (Object.keys(all).length > 0) return;
    void action.send({ therapistId, amountFils: amount.fils });
  };

  return (
    <ActionDialog
      title={t.tipTitle()}
      submitLabel={t.addTip()}
      busy={action.busy}
      failure={action.failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <SelectInput
        label={t.therapist()}
        value={therapistId}
        error={errors.therapistId}
        onChange={(event) => setTherapistId(event.target.value)}
      >
        <option value="">{therapists.isPending ? t.loading() : t.chooseTherapist()}</option>
        {(therapists.data ?? []).map((therapist) => (
          <option key={therapist._id} value={therapist._id}>
            {therapist.name}
          </option>
        ))}
      </SelectInput>
      <TextInput
        label={t.amountLabel()}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        hint={t.amountHint()}
        error={errors.amountFils}
        onChange={(event) => setValue(event.target.value)}
      />
    </ActionDialog>
  );
}
