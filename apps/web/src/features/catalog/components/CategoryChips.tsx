import type { TCategory } from '@salon/shared';
import { cx } from '@/lib/cx';
import { catalogText as t } from '../catalog-messages';

interface CategoryChipsProps {
  categories: TCategory[] | undefined;
  selected: string | null;
  onSelect: (categoryId: string | null) => void;
  /** The GET form's field the chips submit (the services list's `category`), so a chip works without scripts. */
  name?: string;
}

const CHIP =
  'min-h-11 shrink-0 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-offset-2';

/** 'All' plus one chip per category; the pressed chip is the active filter. */
export function CategoryChips({ categories, selected, onSelect, name }: CategoryChipsProps) {
  const chips = [{ _id: null, name: t.all() }, ...(categories ?? [])];
  return (
    <fieldset className="flex min-w-0 flex-wrap gap-2">
      <legend className="sr-only">{t.filterByCategory()}</legend>
      {chips.map((chip) => {
        const active = chip._id === selected;
        return (
          <button
            key={chip._id ?? 'all'}
            {...(name ? { type: 'submit', name, value: chip._id ?? '' } : { type: 'button' })}
            aria-pressed={active}
            onClick={(event) => {
              event.preventDefault();
              onSelect(chip._id);
            }}
            className={cx(
              CHIP,
              active
                ? 'border-wine bg-wine text-white'
                : 'border-blush-200 bg-white text-espresso hover:border-wine hover:text-wine',
            )}
          >
            {chip.name}
          </button>
        );
      })}
      {/* While the categories load, placeholders keep the row's height so the grid does not jump. */}
      {!categories &&
        [0, 1, 2, 3].map((n) => (
          <span key={n} aria-hidden="true" className="h-11 w-32 animate-pulse rounded-full bg-sand" />
        ))}
    </fieldset>
  );
}
