import { formatDateKey, OVERVIEW_MESSAGES, type TUserSummary } from '@salon/shared';
import { UserRound, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useDebounce } from 'use-debounce';
import { SEARCH_DEBOUNCE_MS, SearchInput, TextInput } from '@/components/ui/fields';
import { formatAed } from '@/lib/format-money';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { useCustomerSearch } from '../../api/admin-appointments';
import { ordersText as t } from '../../orders-messages';
import { formatOrderAmount } from '../orders-list/order-format';
import { durationText, timeRange } from './format';
import { type CustomerInput, orderTotal, type Selection } from './manual-order-model';

const TZ = SALON_TIME_ZONE;
const m = OVERVIEW_MESSAGES;

/** Step 2 (admin spec §2): the order summary on the left, the customer on the right. */
export function SummaryStep({
  dayKey,
  selections,
  customer,
  onCustomerChange,
}: {
  dayKey: string;
  selections: Selection[];
  customer: CustomerInput;
  onCustomerChange: (customer: CustomerInput) => void;
}) {
  const sorted = useMemo(
    () => [...selections].sort((a, b) => Date.parse(a.starttime) - Date.parse(b.starttime)),
    [selections],
  );
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="order-summary-heading" className="rounded-2xl border border-blush-200 bg-white p-4">
        <h3 id="order-summary-heading" className="text-lg text-espresso">
          {t.orderSummary()}
        </h3>
        <p className="text-sm text-taupe">{formatDateKey(dayKey, TZ)}</p>
        <ul className="mt-3 divide-y divide-blush-200/70">
          {sorted.map((s) => (
            <li key={s.key} className="flex items-start justify-between gap-3 py-3 text-sm">
              <span>
                <span className="block font-semibold text-espresso">{s.serviceName}</span>
                <span className="block text-cocoa">
                  {timeRange(s.starttime, s.duration)} · {durationText(s.duration)}
                </span>
                <span className="block text-taupe">
                  {s.therapistName} · {s.kind === 'draft' ? t.newAppointment() : t.existingSlot()}
                </span>
              </span>
              <bdi className="shrink-0 font-medium text-espresso">{formatAed(s.price)}</bdi>
            </li>
          ))}
        </ul>
        <p className="mt-2 flex justify-between border-t border-blush-200 pt-3 text-base font-semibold text-espresso">
          <span>{t.total()}</span>
          <bdi>{formatOrderAmount(orderTotal(selections))}</bdi>
        </p>
      </section>
      <CustomerPanel customer={customer} onChange={onCustomerChange} />
    </div>
  );
}

function CustomerPanel({ customer, onChange }: { customer: CustomerInput; onChange: (c: CustomerInput) => void }) {
  const [query, setQuery] = useState('');
  // The server searches (customers only: staff are not who an order is booked for) once typing rests.
  const [searched] = useDebounce(query.trim(), SEARCH_DEBOUNCE_MS);
  const customers = useCustomerSearch(searched);
  const matches = query.trim() && searched ? (customers.data?.items ?? []) : [];
  // The chosen customer lives in the dialog's state, so it survives going back to the selection.
  const chosen = customer.customerId ? { name: customer.name, email: customer.customerEmail ?? '' } : undefined;

  const choose = (user: TUserSummary) => {
    setQuery('');
    onChange({
      name: user.name,
      phone: user.phone ?? '',
      customerId: user._id,
      customerEmail: user.email ?? undefined,
    });
  };

  return (
    <section aria-labelledby="customer-heading" className="rounded-2xl border border-blush-200 bg-white p-4">
      <h3 id="customer-heading" className="text-lg text-espresso">
        {t.customerInformation()}
      </h3>
      <p className="text-sm text-taupe">{t.customerIntro()}</p>

      {chosen ? (
        <div className="mt-4 flex items-center justify-between gap-3 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-950">
          <span className="flex min-w-0 items-center gap-2">
            <UserRound aria-hidden="true" className="size-4 shrink-0" />
            <span className="min-w-0 truncate">
              {t.existingCustomer()} <strong>{chosen.name}</strong> (<bdi dir="ltr">{chosen.email}</bdi>)
            </span>
          </span>
          <button
            type="button"
            onClick={() => onChange({ name: '', phone: '' })}
            className="inline-flex min-h-9 shrink-0 items-center gap-1 rounded-full px-2 font-medium text-wine hover:bg-white"
          >
            <X aria-hidden="true" className="size-4" />
            {t.clear()}
          </button>
        </div>
      ) : (
        <div className="mt-4">
          <SearchInput
            label={t.searchCustomers()}
            value={query}
            onChange={setQuery}
            placeholder={t.searchCustomersPlaceholder()}
          />
          {query.trim() !== '' && (
            <div className="mt-2" aria-live="polite">
              {!searched || customers.isPending ? (
                <p className="text-sm text-taupe">{t.loadingCustomers()}</p>
              ) : customers.isError ? (
                <p className="text-sm text-red-800">{customers.error.message}</p>
              ) : matches.length === 0 ? (
                <p className="text-sm text-taupe">{m.noCustomers}</p>
              ) : (
                <ul
                  aria-label={t.matchingCustomers()}
                  className="divide-y divide-blush-200/70 rounded-xl border border-blush-200"
                >
                  {matches.map((user) => (
                    <li key={user._id}>
                      <button
                        type="button"
                        onClick={() => choose(user)}
                        className="block min-h-11 w-full px-3 py-2 text-start text-sm hover:bg-blush"
                      >
                        <span className="block font-medium text-espresso">{user.name}</span>
                        <span className="block text-taupe">
                          <bdi dir="ltr">{[user.phone, user.email].filter(Boolean).join(' · ')}</bdi>
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>
      )}

      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextInput
          label={t.customerName()}
          autoComplete="off"
          value={customer.name}
          onChange={(event) => onChange({ ...customer, name: event.target.value })}
        />
        <TextInput
          label={t.phone()}
          type="tel"
          dir="ltr"
          autoComplete="off"
          value={customer.phone}
          onChange={(event) => onChange({ ...customer, phone: event.target.value })}
        />
        {!chosen && (
          <TextInput
            label={t.emailOptional()}
            type="email"
            dir="ltr"
            autoComplete="off"
            className="sm:col-span-2"
            hint={m.walkInEmailHint}
            value={customer.email ?? ''}
            onChange={(event) => onChange({ ...customer, email: event.target.value })}
          />
        )}
      </div>
    </section>
  );
}
