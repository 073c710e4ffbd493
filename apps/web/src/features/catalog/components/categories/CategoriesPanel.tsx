import { DASHBOARD_MESSAGES, imageSources, type TCategory } from '@salon/shared';
import { FolderTree, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { ConfirmDialog } from '../../../../components/ui/ConfirmDialog';
import { SearchInput, TextInput } from '../../../../components/ui/fields';
import { LoadError } from '../../../../components/ui/LoadError';
import { EmptyState, PanelHeader, TABLE } from '../../../../components/ui/PanelHeader';
import { RowActions } from '../../../../components/ui/RowActions';
import { serverMessage } from '../../../../lib/api-client';
import { showToast } from '../../../../lib/toast';
import { type CategoryFilters, EMPTY_CATEGORY_FILTERS, FILTER_RANGES, filterCategories } from '../../admin-filters';
import { useCategories, useDeleteCategory } from '../../api/categories';
import { truncate } from '../../pricing-display';
import { CategoryFormModal } from './CategoryFormModal';

const m = DASHBOARD_MESSAGES;

type Editing = { mode: 'add' } | { mode: 'edit'; category: TCategory } | null;

/** The Categories tab (admin spec §2): search, length filters, table, add/edit modal, delete. */
export function CategoriesPanel() {
  const categories = useCategories();
  const remove = useDeleteCategory();
  const [filters, setFilters] = useState<CategoryFilters>(EMPTY_CATEGORY_FILTERS);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TCategory | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const visible = useMemo(() => filterCategories(categories.data ?? [], filters), [categories.data, filters]);
  const set = (key: keyof CategoryFilters) => (value: string) => setFilters((f) => ({ ...f, [key]: value }));

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync(deleting._id);
      showToast('success', m.categoryDeleted);
      setDeleting(null);
    } catch (error) {
      showToast('error', m.categoryDeleteFailed);
      setDeleteError(serverMessage(error, m.categoryDeleteFailed));
    }
  };

  return (
    <section aria-label="Categories" className="space-y-5">
      <PanelHeader title="Categories" count={categories.data?.length}>
        <Button onClick={() => setEditing({ mode: 'add' })}>
          <Plus aria-hidden="true" className="size-4" />
          Add Category
        </Button>
      </PanelHeader>

      <div className="grid gap-4 rounded-3xl border border-blush-200/80 bg-white p-5 shadow-sm sm:grid-cols-3">
        <SearchInput
          label="Search categories"
          value={filters.query}
          onChange={set('query')}
          placeholder="Name or description"
        />
        <TextInput
          label="Minimum name length"
          type="number"
          inputMode="numeric"
          min={FILTER_RANGES.nameLength.min}
          max={FILTER_RANGES.nameLength.max}
          placeholder="Any"
          value={filters.minNameLength}
          onChange={(event) => set('minNameLength')(event.target.value)}
          hint="1–50 characters"
        />
        <TextInput
          label="Minimum description length"
          type="number"
          inputMode="numeric"
          min={FILTER_RANGES.descriptionLength.min}
          max={FILTER_RANGES.descriptionLength.max}
          placeholder="Any"
          value={filters.minDescriptionLength}
          onChange={(event) => set('minDescriptionLength')(event.target.value)}
          hint="1–200 characters"
        />
      </div>

      {categories.isPending ? (
        <p role="status" className="py-10 text-center text-taupe">
          Loading categories…
        </p>
      ) : categories.isError ? (
        <LoadError
          title={m.categoriesLoadFailed}
          error={categories.error}
          onRetry={() => void categories.refetch()}
          retrying={categories.isFetching}
        />
      ) : visible.length === 0 ? (
        <EmptyState title={m.categoriesEmpty}>
          {categories.data.length === 0 && (
            <Button onClick={() => setEditing({ mode: 'add' })}>
              <Plus aria-hidden="true" className="size-4" />
              Add Category
            </Button>
          )}
        </EmptyState>
      ) : (
        <div className={TABLE.wrap}>
          <table className={TABLE.table}>
            <caption className="sr-only">Categories</caption>
            <thead>
              <tr>
                <th scope="col" className={`${TABLE.th} hidden sm:table-cell`}>
                  Image
                </th>
                <th scope="col" className={TABLE.th}>
                  Name
                </th>
                <th scope="col" className={`${TABLE.th} hidden md:table-cell`}>
                  Description
                </th>
                <th scope="col" className={`${TABLE.th} text-right`}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {visible.map((category) => (
                <tr key={category._id}>
                  <td className={`${TABLE.td} hidden w-20 sm:table-cell`}>
                    {category.imageUrl ? (
                      <img
                        {...imageSources(category.imageUrl, '56px')}
                        alt=""
                        width={56}
                        height={42}
                        loading="lazy"
                        decoding="async"
                        className="h-10.5 w-14 rounded-lg bg-blush object-cover"
                      />
                    ) : (
                      <span className="grid h-10.5 w-14 place-items-center rounded-lg bg-blush text-wine">
                        <FolderTree aria-hidden="true" className="size-5" />
                      </span>
                    )}
                  </td>
                  <th scope="row" className={`${TABLE.td} font-medium`}>
                    {category.name}
                    <span className="mt-1 block text-xs font-normal text-taupe md:hidden">
                      {truncate(category.description, 60)}
                    </span>
                  </th>
                  <td className={`${TABLE.td} hidden text-taupe md:table-cell`}>{category.description}</td>
                  <td className={`${TABLE.td} text-right whitespace-nowrap`}>
                    <RowActions
                      name={category.name}
                      onEdit={() => setEditing({ mode: 'edit', category })}
                      onDelete={() => {
                        setDeleteError(null);
                        setDeleting(category);
                      }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {editing && (
        <CategoryFormModal
          category={editing.mode === 'edit' ? editing.category : undefined}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete Category"
          question={m.categoryDeleteConfirm}
          busy={remove.isPending}
          error={deleteError}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
