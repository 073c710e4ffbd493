import { type TCategory, ZCategoryInput } from '@salon/shared';
import { EntityFormDialog } from '../../../../components/ui/EntityFormDialog';
import { TextareaInput, TextInput } from '../../../../components/ui/fields';
import { useEntityForm } from '../../../../lib/use-entity-form';
import { useSaveCategory } from '../../api/categories';
import { CATALOG_ADMIN_MESSAGES } from '../../catalog-admin-messages';

const m = CATALOG_ADMIN_MESSAGES;

/** Add or edit a category (admin spec §2, §5), validated by the shared ZCategoryInput. */
export function CategoryFormModal({ category, onClose }: { category?: TCategory; onClose: () => void }) {
  const form = useEntityForm({
    schema: ZCategoryInput,
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      imageUrl: category?.imageUrl ?? '',
    },
    mutation: useSaveCategory(),
    variables: (input) => ({ id: category?._id, input }),
    messages: category
      ? { saved: m.categoryUpdated, failed: m.categoryUpdateFailed }
      : { saved: m.categoryCreated, failed: m.categoryCreateFailed },
    onClose,
  });
  const { field } = form;

  return (
    <EntityFormDialog noun="Category" editing={category !== undefined} form={form}>
      <TextInput label="Name" autoComplete="off" {...field('name')} />
      <TextareaInput label="Description" {...field('description')} />
      <TextInput
        label="Image URL (optional)"
        type="url"
        placeholder="/images/nail-services.svg"
        {...field('imageUrl')}
      />
    </EntityFormDialog>
  );
}
