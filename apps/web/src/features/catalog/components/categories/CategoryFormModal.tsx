import { catalogue, type TCategory, ZCategoryInput } from '@salon/shared';
import { EntityFormDialog } from '@/components/ui/EntityFormDialog';
import { TextareaInput, TextInput } from '@/components/ui/fields';
import { useEntityForm } from '@/lib/use-entity-form';
import { useSaveCategory } from '../../api/categories';
import { catalogAdminText } from '../../catalog-admin-messages';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

const t = catalogue(messages);

/**
 * Add or edit a category (admin spec §2, §5), validated by the shared ZCategoryInput: the English texts and,
 * optionally, the Arabic ones (issue 18), edited as stored (`texts`).
 */
export function CategoryFormModal({ category, onClose }: { category?: TCategory; onClose: () => void }) {
  const texts = category?.texts;
  const storedKnown = category === undefined || texts !== undefined;
  const form = useEntityForm({
    schema: ZCategoryInput,
    defaultValues: {
      name: texts?.name ?? category?.name ?? '',
      nameAr: texts?.nameAr ?? '',
      description: texts?.description ?? category?.description ?? '',
      descriptionAr: texts?.descriptionAr ?? '',
      imageUrl: category?.imageUrl ?? '',
    },
    mutation: useSaveCategory(),
    variables: (input) => ({
      id: category?._id,
      input: {
        ...input,
        // Without the stored texts (a list read before signing in), an empty Arabic field leaves them as they are.
        nameAr: input.nameAr || (storedKnown ? null : undefined),
        descriptionAr: input.descriptionAr || (storedKnown ? null : undefined),
      },
    }),
    messages: category
      ? { saved: catalogAdminText.categoryUpdated(), failed: catalogAdminText.categoryUpdateFailed() }
      : { saved: catalogAdminText.categoryCreated(), failed: catalogAdminText.categoryCreateFailed() },
    onClose,
  });
  const { field } = form;

  return (
    <EntityFormDialog noun={t.noun()} editing={category !== undefined} form={form}>
      <TextInput label={t.name()} autoComplete="off" lang="en" dir="ltr" {...field('name')} />
      <TextInput label={t.nameAr()} autoComplete="off" lang="ar" dir="rtl" hint={t.arabicHint()} {...field('nameAr')} />
      <TextareaInput label={t.description()} lang="en" dir="ltr" {...field('description')} />
      <TextareaInput label={t.descriptionAr()} lang="ar" dir="rtl" {...field('descriptionAr')} />
      <TextInput label={t.imageUrl()} type="url" placeholder="/images/nail-services.svg" {...field('imageUrl')} />
    </EntityFormDialog>
  );
}
