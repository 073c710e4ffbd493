import { zodResolver } from '@hookform/resolvers/zod';
import { DASHBOARD_MESSAGES, type TCategory, type TService, ZServiceInput } from '@salon/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/Alert';
import { Button } from '../../../../components/ui/Button';
import { SelectInput, TextareaInput, TextInput } from '../../../../components/ui/fields';
import { ImagePicker } from '../../../../components/ui/ImagePicker';
import { Modal } from '../../../../components/ui/Modal';
import { serverMessage } from '../../../../lib/api-client';
import { showToast } from '../../../../lib/toast';
import { useCloseAfterSave } from '../../../../lib/use-close-after-save';
import { useSaveService } from '../../api/services';

const m = DASHBOARD_MESSAGES;

interface ServiceFormModalProps {
  service?: TService;
  categories: TCategory[];
  onClose: () => void;
}

/** The fields as multipart FormData (admin spec §7): description only when set, the image as `file`. */
export function serviceFormData(
  input: {
    name: string;
    description?: string;
    price: number;
    discount: number;
    demandOnline: boolean;
    categoryId: string;
  },
  file: File | undefined,
): FormData {
  const form = new FormData();
  form.append('name', input.name);
  if (input.description) form.append('description', input.description);
  form.append('price', String(input.price));
  form.append('discount', String(input.discount));
  form.append('demandOnline', input.demandOnline ? 'true' : 'false');
  form.append('categoryId', input.categoryId);
  if (file) form.append('file', file);
  return form;
}

/** Add or edit a service (admin spec §2, §5), validated by the shared ZServiceInput. */
export function ServiceFormModal({ service, categories, onClose }: ServiceFormModalProps) {
  const save = useSaveService();
  const { saved, closeSoon } = useCloseAfterSave(onClose);
  const [file, setFile] = useState<File | undefined>();
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZServiceInput),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      name: service?.name ?? '',
      description: service?.description ?? '',
      price: service ? String(service.price) : '',
      discount: service ? String(service.discount) : '0',
      demandOnline: service?.demandOnline ?? true,
      categoryId: service?.categoryId ?? '',
    },
  });
  const formId = 'service-form';

  const onSubmit = handleSubmit(
    async (input) => {
      setBanner(null);
      try {
        await save.mutateAsync({ id: service?._id, form: serviceFormData(input, file) });
        const message = service ? m.serviceUpdated : m.serviceCreated;
        showToast('success', message);
        closeSoon(message);
      } catch (error) {
        const fallback = service ? m.serviceUpdateFailed : m.serviceCreateFailed;
        showToast('error', fallback);
        setBanner(serverMessage(error, fallback));
      }
    },
    () => setBanner(m.fixFields),
  );

  const busy = save.isPending || saved !== null;
  return (
    <Modal
      title={service ? 'Edit Service' : 'Add Service'}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {save.isPending ? 'Processing...' : service ? 'Save Changes' : 'Add Service'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
        <TextInput
          label="Name"
          autoComplete="off"
          className="sm:col-span-2"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextareaInput
          label="Description (optional)"
          className="sm:col-span-2"
          error={errors.description?.message}
          {...register('description')}
        />
        <TextInput
          label="Price (AED)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          error={errors.price?.message}
          {...register('price')}
        />
        <TextInput
          label="Discount (%)"
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          hint="Optional, 0–100"
          error={errors.discount?.message}
          {...register('discount')}
        />
        <SelectInput label="Category" error={errors.categoryId?.message} {...register('categoryId')}>
          <option value="">Select a category</option>
          {categories.map((category) => (
            <option key={category._id} value={category._id}>
              {category.name}
            </option>
          ))}
        </SelectInput>
        <div className="flex items-end">
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-espresso">
            <input type="checkbox" className="size-5 accent-wine" {...register('demandOnline')} />
            Online booking available
          </label>
        </div>
        <div className="sm:col-span-2">
          <ImagePicker label="Image" currentUrl={service?.imageUrl} file={file} onChange={setFile} />
        </div>
        {/* 'Please fill in all required fields correctly' goes once the fields are put right. */}
        {banner && (banner !== m.fixFields || Object.keys(errors).length > 0) && (
          <Alert tone="error" className="sm:col-span-2">
            {banner}
          </Alert>
        )}
        {saved && (
          <Alert tone="success" className="sm:col-span-2">
            {saved}
          </Alert>
        )}
      </form>
    </Modal>
  );
}
