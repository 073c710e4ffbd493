import { zodResolver } from '@hookform/resolvers/zod';
import { DASHBOARD_MESSAGES, type TCategory, ZCategoryInput } from '@salon/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/Alert';
import { Button } from '../../../../components/ui/Button';
import { TextareaInput, TextInput } from '../../../../components/ui/fields';
import { Modal } from '../../../../components/ui/Modal';
import { serverMessage } from '../../../../lib/api-client';
import { showToast } from '../../../../lib/toast';
import { useCloseAfterSave } from '../../../../lib/use-close-after-save';
import { useSaveCategory } from '../../api/categories';

const m = DASHBOARD_MESSAGES;

/** Add or edit a category (admin spec §2, §5), validated by the shared ZCategoryInput. */
export function CategoryFormModal({ category, onClose }: { category?: TCategory; onClose: () => void }) {
  const save = useSaveCategory();
  const { saved, closeSoon } = useCloseAfterSave(onClose);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZCategoryInput),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      imageUrl: category?.imageUrl ?? '',
    },
  });
  const formId = 'category-form';

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: category?._id, input });
      const message = category ? m.categoryUpdated : m.categoryCreated;
      showToast('success', message);
      closeSoon(message);
    } catch (error) {
      const fallback = category ? m.categoryUpdateFailed : m.categoryCreateFailed;
      showToast('error', fallback);
      setFailure(serverMessage(error, fallback));
    }
  });

  const busy = save.isPending || saved !== null;
  return (
    <Modal
      title={category ? 'Edit Category' : 'Add Category'}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {save.isPending ? 'Processing...' : category ? 'Save Changes' : 'Add Category'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-5">
        <TextInput label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
        <TextareaInput label="Description" error={errors.description?.message} {...register('description')} />
        <TextInput
          label="Image URL (optional)"
          type="url"
          placeholder="/images/nail-services.svg"
          error={errors.imageUrl?.message}
          {...register('imageUrl')}
        />
        {failure && <Alert tone="error">{failure}</Alert>}
        {saved && <Alert tone="success">{saved}</Alert>}
      </form>
    </Modal>
  );
}
