import type { TOrderStatus } from '@salon/shared';
import { SearchInput, SelectInput, TextInput } from '../ui/fields';
import { AMOUNT_RANGE, type OrderFilters } from './order-filters';
import { capitalise } from './order-format';

/** The spec's order of the status filter's options (admin spec §2). */
const FILTER_STATUSES: TOrderStatus[] = ['pending', 'completed', 'cancelled', 'processing'];

interface OrderFiltersBarProps {
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
}

/** Search, date text, status and amount range (admin spec §2 "Orders tab", §9). */
export function OrderFiltersBar({ filters, onChange }: OrderFiltersBarProps) {
  const set = <K extends keyof OrderFilters>(key: K, value: OrderFilters[K]) => onChange({ ...filters, [key]: value });
  const amountProps = {
    type: 'number',
    inputMode: 'decimal',
    min: AMOUNT_RANGE.min,
    max: AMOUNT_RANGE.max,
    step: 'any',
    placeholder: 'Any',
    className: 'sm:col-span-2 lg:col-span-1',
  } as const;
  return (
    <div className="grid grid-cols-2 gap-4 rounded-3xl border border-blush-200/80 bg-white p-5 shadow-sm sm:grid-cols-4 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,0.8fr)_minmax(0,0.8fr)]">
      <SearchInput
        label="Search orders"
        value={filters.query}
        onChange={(query) => set('query', query)}
        placeholder="Name, phone or order ID"
        className="col-span-2 sm:col-span-4 lg:col-span-1"
      />
      <TextInput
        label="Date"
        value={filters.date}
        onChange={(event) => set('date', event.target.value)}
        placeholder="2026-11-24, Tuesday…"
        hint="A date, a weekday or a month"
        className="col-span-2 lg:col-span-1"
      />
      <SelectInput
        label="Status"
        value={filters.status}
        className="col-span-2 lg:col-span-1"
        onChange={(event) => set('status', event.target.value as OrderFilters['status'])}
      >
        <option value="all">All statuses</option>
        {FILTER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {capitalise(status)}
          </option>
        ))}
      </SelectInput>
      <TextInput
        label="Min amount (AED)"
        {...amountProps}
        value={filters.minAmount}
        onChange={(event) => set('minAmount', event.target.value)}
        hint="0–10000"
      />
      <TextInput
        label="Max amount (AED)"
        {...amountProps}
        value={filters.maxAmount}
        onChange={(event) => set('maxAmount', event.target.value)}
        hint="0–10000"
      />
    </div>
  );
}
