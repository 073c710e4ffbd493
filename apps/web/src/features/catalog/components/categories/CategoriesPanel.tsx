import type { TCategory } from '@salon/shared';
import { FolderTree, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { SearchInput } from '@/components/ui/fields';
import { FilterBar, NumberFilter } from '@/components/ui/filters';
import { ListStates } from '@/components/ui/ListStates';
import { EmptyState, PanelHeader } from '@/components/ui/PanelHeader';
import { rowActionsColumn } from '@/components/ui/RowActions';
import { Thumbnail } from '@/components/ui/Thumbnail';
import { useConfirmDelete } from '@/components/ui/use-confirm-delete';
import { truncate } from '@/lib/truncate';
import { type CategoryFilters, EMPTY_CATEGORY_FILTERS, FILTER_RANGES, filterCategories } from '../../admin-filters';
import { useCategories, useDeleteCategory } from '../../api/categories';
import { catalogAdminText as t } from '../../catalog-admin-messages';
import { CategoryFormModal } from './CategoryFormModal';

/** The length filters, one number field each, as the services panel lists its own. */
const LENGTH_FIELDS = [
  {
    key: 'minNameLength',
    label: t.minimumNameLength(),
    range: FILTER_RANGES.nameLength,
    hint: t.charactersRange(FILTER_RANGES.nameLength),
  },
  {
    key: 'minDescriptionLength',
    label: t.minimumDescriptionLength(),
    range: FILTER_RANGES.descriptionLength,
    hint: t.charactersRange(FILTER_RANGES.descriptionLength),
  },
] as const satisfies readonly { key: keyof CategoryFilters; label: string; range: object; hint: string }[];

function AddButton({ onClick }: { onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden="true" className="size-4" />
      {t.addCategory()}
    </Button>
  );
}

function CategoryImage({ category }: { category: TCategory }) {
  return (
    <Thumbnail
      src={category.imageUrl}
      sizes="56px"
      width={56}
      height={42}
      className="h-10.5 w-14 rounded-lg"
      fallback={<FolderTree aria-hidden="true" className="size-5" />}
    />
  );
}

/** Below 768 px the description moves under the name, cut short. */
const COLUMNS: Column<TCategory>[] = [
  {
    header: t.columnImage(),
    className: 'hidden sm:table-cell',
    cellClassName: 'w-20',
    cell: (c) => <CategoryImage category={c} />,
  },
  {
    header: t.columnName(),
    rowHeader: true,
    cellClassName: 'font-medium',
    cell: (c) => (
      <>
        {c.name}
        <span className="mt-1 block text-xs font-normal text-taupe md:hidden">{truncate(c.description, 60)}</span>
      </>
    ),
  },
  {
    header: t.columnDescription(),
    className: 'hidden md:table-cell',
    cellClassName: 'text-taupe',
    cell: (c) => c.description,
  },
];

type Editing = { mode: 'add' } | { mode: 'edit'; category: TCategory } | null;

/** The Categories tab (admin spec §2): search, length filters, table, add/edit modal, delete. */
export function CategoriesPanel() {
  const categories = useCategories();
  const remove = useDeleteCategory();
  const [filters, setFilters] = useState<CategoryFilters>(EMPTY_CATEGORY_FILTERS);
  const [editing, setEditing] = useState<Editing>(null);
  const deletion = useConfirmDelete<TCategory>({
    remove: (category) => remove.mutateAsync(category._id),
    busy: remove.isPending,
    toasts: { deleted: t.categoryDeleted(), failed: t.categoryDeleteFailed() },
  });

  const visible = useMemo(() => filterCategories(categories.data ?? [], filters), [categories.data, filters]);
  const set = (key: keyof CategoryFilters) => (value: string) => setFilters((f) => ({ ...f, [key]: value }));

  return (
    <section aria-label={t.categories()} className="space-y-5">
      <PanelHeader title={t.categories()} count={categories.data?.length}>
        <AddButton onClick={() => setEditing({ mode: 'add' })} />
      </PanelHeader>

      <FilterBar className="sm:grid-cols-3">
        <SearchInput
          label={t.searchCategories()}
          value={filters.query}
          onChange={set('query')}
          placeholder={t.searchCategoriesPlaceholder()}
        />
        {LENGTH_FIELDS.map((field) => (
          <NumberFilter
            key={field.key}
            label={field.label}
            range={field.range}
            hint={field.hint}
            value={filters[field.key]}
            onChange={set(field.key)}
          />
        ))}
      </FilterBar>

      <ListStates
        read={categories}
        loading={t.loadingCategories()}
        errorTitle={t.categoriesLoadFailed()}
        empty={visible.length === 0}
        emptyState={
          <EmptyState title={t.categoriesEmpty()}>
            {categories.data?.length === 0 && <AddButton onClick={() => setEditing({ mode: 'add' })} />}
          </EmptyState>
        }
      >
        <DataTable
          caption={t.categories()}
          columns={[
            ...COLUMNS,
            rowActionsColumn({
              name: (category) => category.name,
              onEdit: (category) => setEditing({ mode: 'edit', category }),
              onDelete: deletion.ask,
            }),
          ]}
          rows={visible}
          rowKey={(category) => category._id}
        />
      </ListStates>

      {editing && (
        <CategoryFormModal
          category={editing.mode === 'edit' ? editing.category : undefined}
          onClose={() => setEditing(null)}
        />
      )}
      {deletion.target && (
        <ConfirmDialog title={t.deleteCategory()} question={t.categoryDeleteConfirm()} {...deletion.dialog} />
      )}
    </section>
  );
}
