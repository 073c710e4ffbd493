import type { TService } from '@salon/shared';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { SelectInput } from '@/components/ui/fields';
import { IconButton } from '@/components/ui/IconButton';
import { priceView } from '@/lib/format-money';
import { ordersText as t } from '../../orders-messages';
import { formatOrderAmount } from '../orders-list/order-format';
import { type PickedService, pickService } from './order-detail-forms';

interface ServicePickStepProps {
  services: TService[];
  picked: PickedService[];
  onChange: (picked: PickedService[]) => void;
}

/** What a service costs today: its discounted price, as the catalog charges it. */
export const servicePrice = (service: TService) => priceView(service.price, service.discount).final;

/** Step 1 of the add-services modal (admin spec §4): choose services, each at most once. */
export function ServicePickStep({ services, picked, onChange }: ServicePickStepProps) {
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const service = services.find((entry) => entry._id === choice);
    if (!service) {
      setError(t.pleaseSelectService());
      return;
    }
    const result = pickService(picked, { ...service, price: servicePrice(service) });
    setError(result.error);
    if (!result.error) {
      onChange(result.picked);
      setChoice('');
    }
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start gap-3">
        <SelectInput
          label={t.service()}
          className="min-w-56 flex-1"
          value={choice}
          error={error ?? undefined}
          onChange={(event) => {
            setChoice(event.target.value);
            setError(null);
          }}
        >
          <option value="">{t.selectService()}</option>
          {services.map((service) => (
            <option key={service._id} value={service._id}>
              {t.serviceWithPrice({ name: service.name, price: formatOrderAmount(servicePrice(service)) })}
            </option>
          ))}
        </SelectInput>
        <Button variant="secondary" className="sm:mt-7" onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
          {t.addService()}
        </Button>
      </div>

      <div>
        <h3 className="font-sans text-sm font-semibold text-espresso">
          {t.selectedServices({ count: picked.length })}
        </h3>
        {picked.length === 0 ? (
          <p className="mt-2 text-sm text-taupe">{t.noServicesSelected()}</p>
        ) : (
          <ul className="mt-2 divide-y divide-blush-200/70 rounded-2xl border border-blush-200/80 bg-white">
            {picked.map((entry) => (
              <li key={entry.serviceId} className="flex items-center justify-between gap-3 py-1 pe-1 ps-4">
                <span className="min-w-0 text-sm text-espresso">
                  {entry.name}{' '}
                  <span className="text-taupe">
                    · <bdi>{formatOrderAmount(entry.price)}</bdi>
                  </span>
                </span>
                <IconButton
                  label={t.removeNamed({ name: entry.name })}
                  icon={X}
                  onClick={() => onChange(picked.filter((other) => other.serviceId !== entry.serviceId))}
                  className="shrink-0 text-red-800 hover:bg-blush"
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
