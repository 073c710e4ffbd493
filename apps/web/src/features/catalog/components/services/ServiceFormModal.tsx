import { MAX_BUFFER_MINUTES, type TCategory, type TService, ZServiceInput } from '@salon/shared';
import { useState } from 'react';
import { EntityFormDialog } from '../../../../components/ui/EntityFormDialog';
import { SelectInput, TextareaInput, TextInput } from '../../../../components/ui/fields';
import { ImagePicker } from '../../../../components/ui/ImagePicker';
import { useEntityForm } from '../../../../lib/use-entity-form';
import { useSaveService } from '../../api/services';
import { CATALOG_ADMIN_MESSAGES } from '../../catalog-admin-messages';

const m = CATALOG_ADMIN_MESSAGES;

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
    bufferMinutes: number;
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
  form.append('bufferMinutes', String(input.bufferMinutes));
  form.append('categoryId', input.categoryId);
  if (file) form.append('file', file);
  return form;
}

/** Add or edit a service (admin spec §2, §5), validated by the shared ZServiceInput. */
export function ServiceFormModal({ service, categories, onClose }: ServiceFormModalProps) {
  const [file, setFile] = useState<File | undefined>();
  const form = useEntityForm({
    schema: ZServiceInput,
    defaultValues: {
      name: service?.name ?? '',
      description: service?.description ?? '',
      price: service ? String(service.price) : '',
      discount: service ? String(service.discount) : '0',
      demandOnline: service?.demandOnline ?? true,
      bufferMinutes: service ? String(service.bufferMinutes) : '0',
      categoryId: service?.categoryId ?? '',
    },
    mutation: useSaveService(),
    variables: (input) => ({ id: service?._id, form: serviceFormData(input, file) }),
    messages: service
      ? { saved: m.serviceUpdated, failed: m.serviceUpdateFailed }
      : { saved: m.serviceCreated, failed: m.serviceCreateFailed },
    onClose,
    // 'Please fill in all required fields correctly' goes once the fields are put right.
    invalidMessage: m.fixFields,
  });
  const { register, field } = form;

  return (
    <EntityFormDialog noun="Service" editing={service !== undefined} form={form} size="lg" columns={2}>
      <TextInput label="Name" autoComplete="off" className="sm:col-span-2" {...field('name')} />
      <TextareaInput label="Description (optional)" className="sm:col-span-2" {...field('description')} />
      <TextInput label="Price (AED)" type="number" inputMode="decimal" min={0} step={0.01} {...field('price')} />
      <TextInput
        label="Discount (%)"
        type="number"
        inputMode="decimal"
        min={0}
        max={100}
        hint="Optional, 0–100"
        {...field('discount')}
      />
      <TextInput
        label="Buffer after (minutes)"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_BUFFER_MINUTES}
        step={1}
        hint={m.bufferHint}
        {...field('bufferMinutes')}
      />
      <SelectInput label="Category" {...field('categoryId')}>
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
    </EntityFormDialog>
  );
}
