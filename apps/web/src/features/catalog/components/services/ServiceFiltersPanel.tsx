import type { TCategory } from '@salon/shared';
import { RotateCcw } from 'lucide-react';
import { Button } from '../../../../components/ui/Button';
import { SelectInput, TextInput } from '../../../../components/ui/fields';
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
        <SelectInput
          label="Category"
          value={filters.categoryId}
          onChange={(event) => set('categoryId', event.target.value)}
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category._id} value={category._id}>
              {category.name}
            </option>
          ))}
        </SelectInput>
        {NUMBER_FIELDS.map((field) => (
          <TextInput
            key={field.key}
            label={field.label}
            type="number"
            inputMode="decimal"
            min={field.range.min}
            max={field.range.max}
            placeholder="Any"
            hint={field.hint}
            value={filters[field.key]}
            onChange={(event) => set(field.key, event.target.value)}
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
