import type { TCategory } from '@salon/shared';
import { RotateCcw } from 'lucide-react';
import { Button } from '../../../../components/ui/Button';
import { SelectInput } from '../../../../components/ui/fields';
import { NamedOptionsSelect, NumberFilter } from '../../../../components/ui/filters';
import { EMPTY_SERVICE_FILTERS, FILTER_RANGES, type ServiceFilters } from '../../admin-filters';

interface ServiceFiltersPanelProps {
  id: string;
  filters: ServiceFilters;
  categories: TCategory[];
  onChange: (filters: ServiceFilters) => void;
}

type NumberKey = 'minPrice' | 'maxPrice' | 'minDiscount' | 'maxDiscount' | 'minNameLength' | 'minDescriptionLength';

const NUMBER_FIELDS: { key: NumberKey; label: string; range: { min: number; max: number }; hint: string }[] = [
  { key: 'minPrice', label: 'Min price (AED)', range: FILTER_RANGES.price, hint: '0–1000' },
  { key: 'maxPrice', label: 'Max price (AED)', range: FILTER_RANGES.price, hint: '0–1000' },
  { key: 'minDiscount', label: 'Min discount (%)', range: FILTER_RANGES.discount, hint: '0–100' },
  { key: 'maxDiscount', label: 'Max discount (%)', range: FILTER_RANGES.discount, hint: '0–100' },
  { key: 'minNameLength', label: 'Min name length', range: FILTER_RANGES.nameLength, hint: '1–50 characters' },
  {
    key: 'minDescriptionLength',
    label: 'Min description length',
    range: FILTER_RANGES.descriptionLength,
    hint: '1–200 characters',
  },
];

/** The services filter panel (admin spec §2, §9); an empty number field is no limit. */
export function ServiceFiltersPanel({ id, filters, categories, onChange }: ServiceFiltersPanelProps) {
  const set = <K extends keyof ServiceFilters>(key: K, value: ServiceFilters[K]) =>
    onChange({ ...filters, [key]: value });
  return (
    <fieldset id={id} className="rounded-3xl border border-blush-200/80 bg-white p-5 shadow-sm">
      <legend className="sr-only">Service filters</legend>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectInput
          label="Online booking"
          value={filters.online}
          onChange={(event) => set('online', event.target.value as ServiceFilters['online'])}
        >
          <option value="all">All services</option>
          <option value="online">Online booking available</option>
          <option value="call">Call to book</option>
        </SelectInput>
        <NamedOptionsSelect
          label="Category"
          all="All categories"
          options={categories}
          value={filters.categoryId}
          onChange={(categoryId) => set('categoryId', categoryId)}
        />
        {NUMBER_FIELDS.map((field) => (
          <NumberFilter
            key={field.key}
            label={field.label}
            range={field.range}
            hint={field.hint}
            inputMode="decimal"
            value={filters[field.key]}
            onChange={(value) => set(field.key, value)}
          />
        ))}
      </div>
      <Button
        variant="ghost"
        className="mt-4"
        onClick={() => onChange({ ...EMPTY_SERVICE_FILTERS, query: filters.query })}
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        Reset filters
      </Button>
    </fieldset>
  );
}
