import { MAX_LINE_QUANTITY, ZAddLineRequest } from '@salon/shared';
import { useState } from 'react';
import { SelectInput, TextInput } from '@/components/ui/fields';
import { useServices } from '@/features/catalog';
import { useTherapists } from '@/features/therapists';
import { formatAed, priceView } from '@/lib/format-money';
import { readAmount, requestProblems } from '../sale-view';
import { tillText as t } from '../till-messages';
import { ActionDialog } from './ActionDialog';
import { useMoneyAction } from './use-money-action';

type LineKind = 'service' | 'other';

/** Adds a line: a service of the catalogue at its price, with its therapist; or a product or anything else. */
export function AddLineDialog({ orderId, saleId, onClose }: { orderId: string; saleId: string; onClose: () => void }) {
  const action = useMoneyAction(orderId, `${saleId}/lines`, onClose);
  const services = useServices();
  const therapists = useTherapists();
  const [kind, setKind] = useState<LineKind>('service');
  const [serviceId, setServiceId] = useState('');
  const [therapistId, setTherapistId] = useState('');
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const count = /^\d+$/.test(quantity.trim()) ? Number(quantity.trim()) : Number.NaN;
    const problems: Record<string, string> = {};
    let request: Record<string, unknown>;
    if (kind === 'service') {
      if (!serviceId) problems.serviceId = t.chooseService();
      if (!therapistId) problems.therapistId = t.chooseTherapist();
      request = { serviceId, therapistId, quantity: count };
    } else {
      const amount = readAmount(price, { allowZero: true });
      if (amount.error) problems.unitPriceFils = amount.error;
      request = { description: description.trim(), unitPriceFils: amount.fils ?? 0, quantity: count };
      if (therapistId) request.therapistId = therapistId;
    }
    const all = { ...requestProblems(ZAddLineRequest, request), ...problems };
    setErrors(all);
    if (Object.keys(all).length > 0) return;
    void action.send(request);
  };

  return (
    <ActionDialog
      title={t.addItemTitle()}
      submitLabel={t.addItem()}
      busy={action.busy}
      failure={action.failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <fieldset>
        <legend className="text-sm font-medium text-espresso">{t.itemKind()}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {(['service', 'other'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-espresso">
              <input
                type="radio"
                name="line-kind"
                className="size-4 accent-wine"
                checked={kind === value}
                onChange={() => setKind(value)}
              />
              {value === 'service' ? t.itemKindService() : t.itemKindOther()}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'service' ? (
        <SelectInput
          label={t.service()}
          value={serviceId}
          error={errors.serviceId}
          onChange={(event) => setServiceId(event.target.value)}
        >
          <option value="">{services.isPending ? t.loading() : t.chooseService()}</option>
          {(services.data ?? []).map((service) => (
            <option key={service._id} value={service._id}>
              {t.serviceOption({
                name: service.name,
                price: formatAed(priceView(service.price, service.discount).final),
              })}
            </option>
          ))}
        </SelectInput>
      ) : (
        <>
          <TextInput
            label={t.description()}
            value={description}
            maxLength={100}
            error={errors.description}
            onChange={(event) => setDescription(event.target.value)}
          />
          <TextInput
            label={t.unitPrice()}
            inputMode="decimal"
            autoComplete="off"
            value={price}
            hint={t.amountHint()}
            error={errors.unitPriceFils}
            onChange={(event) => setPrice(event.target.value)}
          />
        </>
      )}
      <SelectInput
        label={kind === 'service' ? t.therapist() : t.therapistOptional()}
        value={therapistId}
        error={errors.therapistId}
        onChange={(event) => setTherapistId(event.target.value)}
      >
        <option value="">{kind === 'service' ? t.chooseTherapist() : t.noTherapist()}</option>
        {(therapists.data ?? []).map((therapist) => (
          <option key={therapist._id} value={therapist._id}>
            {therapist.name}
          </option>
        ))}
      </SelectInput>
      <TextInput
        label={t.quantity()}
        inputMode="numeric"
        value={quantity}
        error={errors.quantity}
        hint={t.quantityHint({ max: MAX_LINE_QUANTITY })}
        onChange={(event) => setQuantity(event.target.value)}
      />
    </ActionDialog>
  );
}
