import { ORDER_SORTS, type TOrderStatus } from '@salon/shared';
import { DebouncedTextInput, SelectInput } from '@/components/ui/fields';
import { SORT_LABELS } from '@/components/ui/list-messages';
import { ordersText as t } from '../../orders-messages';
import { orderStatusLabel } from './order-format';
import { AMOUNT_RANGE, type OrderFilterValues } from './orders-query';

/** The spec's order of the status filter's options (admin spec §2). */
const FILTER_STATUSES: TOrderStatus[] = ['pending', 'completed', 'cancelled', 'processing'];

interface OrderFiltersBarProps {
  values: OrderFilterValues;
  onChange: (changes: Partial<OrderFilterValues>) => void;
}

/**
 * Search, date text, status, amount range and sort (admin spec §2 "Orders tab", §9). The typed fields reach
 * the URL (and the server) once typing rests; the menus at once.
 */
export function OrderFiltersBar({ values, onChange }: OrderFiltersBarProps) {
  const amountProps = {
    type: 'number',
    inputMode: 'decimal',
    min: AMOUNT_RANGE.min,
    max: AMOUNT_RANGE.max,
    step: 'any',
    placeholder: t.any(),
    className: 'sm:col-span-2 lg:col-span-1',
  } as const;
  return (
    <div className="grid grid-cols-2 gap-4 rounded-3xl border border-blush-200/80 bg-white p-5 shadow-sm sm:grid-cols-4 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,0.8fr)_minmax(0,0.8fr)_minmax(0,1fr)]">
      <DebouncedTextInput
        label={t.searchOrders()}
        value={values.q}
        onCommit={(q) => onChange({ q })}
        placeholder={t.searchOrdersPlaceholder()}
        className="col-span-2 sm:col-span-4 lg:col-span-1"
      />
      <DebouncedTextInput
        label={t.date()}
        type="text"
        value={values.on}
        onCommit={(on) => onChange({ on })}
        placeholder={t.dateFilterPlaceholder()}
        hint={t.dateFilterHint()}
        className="col-span-2 lg:col-span-1"
      />
      <SelectInput
        label={t.status()}
        value={values.status}
        className="col-span-2 lg:col-span-1"
        onChange={(event) => onChange({ status: event.target.value })}
      >
        <option value="">{t.allStatuses()}</option>
        {FILTER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {orderStatusLabel(status)}
          </option>
        ))}
      </SelectInput>
      <DebouncedTextInput
        label={t.minAmount()}
        {...amountProps}
        value={values.minTotal}
        onCommit={(minTotal) => onChange({ minTotal })}
        hint={t.amountHint()}
      />
      <DebouncedTextInput
        label={t.maxAmount()}
        {...amountProps}
        value={values.maxTotal}
        onCommit={(maxTotal) => onChange({ maxTotal })}
        hint={t.amountHint()}
      />
      <SelectInput
        label={t.sort()}
        value={values.sort}
        className="col-span-2 sm:col-span-4 lg:col-span-1"
        onChange={(event) => onChange({ sort: event.target.value === ORDER_SORTS[0] ? '' : event.target.value })}
      >
        {ORDER_SORTS.map((sort) => (
          <option key={sort} value={sort === ORDER_SORTS[0] ? '' : sort}>
            {SORT_LABELS.orders[sort]}
          </option>
        ))}
      </SelectInput>
    </div>
  );
}
