import { catalogue, MAX_BUFFER_MINUTES, type TCategory, type TService, ZServiceInput } from '@salon/shared';
import { useState } from 'react';
import { EntityFormDialog } from '@/components/ui/EntityFormDialog';
import { SelectInput, TextareaInput, TextInput } from '@/components/ui/fields';
import { ImagePicker, useImageRefusal } from '@/components/ui/ImagePicker';
import { useEntityForm } from '@/lib/use-entity-form';
import { useSaveService } from '../../api/services';
import { catalogAdminText } from '../../catalog-admin-messages';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

const t = catalogue(messages);

interface ServiceFormModalProps {
  service?: TService;
  categories: TCategory[];
  onClose: () => void;
}

/**
 * The fields as multipart FormData (admin spec §7): description only when set, the image as `file`. An
 * Arabic text goes when given (null or empty: cleared on the server), and is left out when undefined
 * (the stored one stays).
 */
export function serviceFormData(
  input: {
    name: string;
    description?: string;
    nameAr?: string | null;
    descriptionAr?: string | null;
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
  if (input.nameAr !== undefined) form.append('nameAr', input.nameAr ?? '');
  if (input.descriptionAr !== undefined) form.append('descriptionAr', input.descriptionAr ?? '');
  form.append('price', String(input.price));
  form.append('discount', String(input.discount));
  form.append('demandOnline', input.demandOnline ? 'true' : 'false');
  form.append('bufferMinutes', String(input.bufferMinutes));
  form.append('categoryId', input.categoryId);
  if (file) form.append('file', file);
  return form;
}

/**
 * An Arabic text to send. Editing an item read without its stored texts (a list read before signing in), an
 * empty field is left out so that the stored Arabic stays; otherwise it is sent, empty meaning cleared.
 */
const arabicToSend = (value: string | null | undefined, storedKnown: boolean) =>
  value || (storedKnown ? null : undefined);

/**
 * Add or edit a service (admin spec §2, §5), validated by the shared ZServiceInput: the English texts and,
 * optionally, the Arabic ones (issue 18), edited as stored (`texts`), not as this page's language shows them.
 */
export function ServiceFormModal({ service, categories, onClose }: ServiceFormModalProps) {
  const [file, setFile] = useState<File | undefined>();
  const texts = service?.texts;
  const storedKnown = service === undefined || texts !== undefined;
  // A picture the server refuses is named by the picture field; the rest of the form stays as typed.
  const { mutation, refusal, clearRefusal } = useImageRefusal(useSaveService(), () => setFile(undefined));
  const form = useEntityForm({
    schema: ZServiceInput,
    defaultValues: {
      name: texts?.name ?? service?.name ?? '',
      nameAr: texts?.nameAr ?? '',
      description: texts?.description ?? service?.description ?? '',
      descriptionAr: texts?.descriptionAr ?? '',
      price: service ? String(service.price) : '',
      discount: service ? String(service.discount) : '0',
      demandOnline: service?.demandOnline ?? true,
      bufferMinutes: service ? String(service.bufferMinutes) : '0',
      categoryId: service?.categoryId ?? '',
    },
    mutation,
    variables: (input) => ({
      id: service?._id,
      form: serviceFormData(
        {
          ...input,
          nameAr: arabicToSend(input.nameAr, storedKnown),
          descriptionAr: arabicToSend(input.descriptionAr, storedKnown),
        },
        file,
      ),
    }),
    messages: service
      ? { saved: catalogAdminText.serviceUpdated(), failed: catalogAdminText.serviceUpdateFailed() }
      : { saved: catalogAdminText.serviceCreated(), failed: catalogAdminText.serviceCreateFailed() },
    onClose,
    // 'Please fill in all required fields correctly' goes once the fields are put right.
    invalidMessage: catalogAdminText.fixFields(),
  });
  const { register, field } = form;

  return (
    <EntityFormDialog noun={t.noun()} editing={service !== undefined} form={form} size="lg" columns={2}>
      <TextInput label={t.name()} autoComplete="off" lang="en" dir="ltr" {...field('name')} />
      <TextInput label={t.nameAr()} autoComplete="off" lang="ar" dir="rtl" hint={t.arabicHint()} {...field('nameAr')} />
      <TextareaInput label={t.description()} lang="en" dir="ltr" className="sm:col-span-2" {...field('description')} />
      <TextareaInput
        label={t.descriptionAr()}
        lang="ar"
        dir="rtl"
        className="sm:col-span-2"
        {...field('descriptionAr')}
      />
      <TextInput label={t.price()} type="number" inputMode="decimal" min={0} step={0.01} {...field('price')} />
      <TextInput
        label={t.discount()}
        type="number"
        inputMode="decimal"
        min={0}
        max={100}
        hint={t.discountHint()}
        {...field('discount')}
      />
      <TextInput
        label={t.buffer()}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_BUFFER_MINUTES}
        step={1}
        hint={catalogAdminText.bufferHint()}
        {...field('bufferMinutes')}
      />
      <SelectInput label={t.category()} {...field('categoryId')}>
        <option value="">{t.chooseCategory()}</option>
        {categories.map((category) => (
          <option key={category._id} value={category._id}>
            {category.name}
          </option>
        ))}
      </SelectInput>
      <div className="flex items-end">
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-espresso">
          <input type="checkbox" className="size-5 accent-wine" {...register('demandOnline')} />
          {t.demandOnline()}
        </label>
      </div>
      <div className="sm:col-span-2">
        <ImagePicker
          label={t.image()}
          currentUrl={service?.imageUrl}
          file={file}
          onChange={(chosen) => {
            clearRefusal();
            setFile(chosen);
          }}
          error={refusal}
        />
      </div>
    </EntityFormDialog>
  );
}
