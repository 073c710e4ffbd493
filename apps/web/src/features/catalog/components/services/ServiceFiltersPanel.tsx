import type { TCategory } from '@salon/shared';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { SelectInput } from '@/components/ui/fields';
import { NamedOptionsSelect, NumberFilter } from '@/components/ui/filters';
import { EMPTY_SERVICE_FILTERS, FILTER_RANGES, type ServiceFilters } from '../../admin-filters';
import { catalogAdminText as t } from '../../catalog-admin-messages';

interface ServiceFiltersPanelProps {
  id: string;
  filters: ServiceFilters;
  categories: TCategory[];
  onChange: (filters: ServiceFilters) => void;
}

type NumberKey = 'minPrice' | 'maxPrice' | 'minDiscount' | 'maxDiscount' | 'minNameLength' | 'minDescriptionLength';

const NUMBER_FIELDS: { key: NumberKey; label: string; range: { min: number; max: number }; hint: string }[] = [
  { key: 'minPrice', label: t.minPrice(), range: FILTER_RANGES.price, hint: t.numberRange(FILTER_RANGES.price) },
  { key: 'maxPrice', label: t.maxPrice(), range: FILTER_RANGES.price, hint: t.numberRange(FILTER_RANGES.price) },
  {
    key: 'minDiscount',
    label: t.minDiscount(),
    range: FILTER_RANGES.discount,
    hint: t.numberRange(FILTER_RANGES.discount),
  },
  {
    key: 'maxDiscount',
    label: t.maxDiscount(),
    range: FILTER_RANGES.discount,
    hint: t.numberRange(FILTER_RANGES.discount),
  },
  {
    key: 'minNameLength',
    label: t.minNameLength(),
    range: FILTER_RANGES.nameLength,
    hint: t.charactersRange(FILTER_RANGES.nameLength),
  },
  {
    key: 'minDescriptionLength',
    label: t.minDescriptionLength(),
    range: FILTER_RANGES.descriptionLength,
    hint: t.charactersRange(FILTER_RANGES.descriptionLength),
  },
];

/** The services filter panel (admin spec §2, §9); an empty number field is no limit. */
export function ServiceFiltersPanel({ id, filters, categories, onChange }: ServiceFiltersPanelProps) {
  const set = <K extends keyof ServiceFilters>(key: K, value: ServiceFilters[K]) =>
    onChange({ ...filters, [key]: value });
  return (
    <fieldset id={id} className="rounded-3xl border border-blush-200/80 bg-white p-5 shadow-sm">
      <legend className="sr-only">{t.serviceFilters()}</legend>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectInput
          label={t.onlineBooking()}
          value={filters.online}
          onChange={(event) => set('online', event.target.value as ServiceFilters['online'])}
        >
          <option value="all">{t.allServices()}</option>
          <option value="online">{t.onlineBookingAvailable()}</option>
          <option value="call">{t.callToBook()}</option>
        </SelectInput>
        <NamedOptionsSelect
          label={t.category()}
          all={t.allCategories()}
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
        {t.resetFilters()}
      </Button>
    </fieldset>
  );
}
