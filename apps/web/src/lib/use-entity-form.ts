import type { FieldValues } from 'react-hook-form';
import { showToast } from './toast';
import { useCloseAfterSave } from './use-close-after-save';
import { type SubmitFormOptions, useSubmitForm } from './use-submit-form';

interface EntityFormOptions<In extends FieldValues, Out extends FieldValues, Variables>
  extends Omit<SubmitFormOptions<In, Out>, 'submit' | 'failed' | 'onFailure'> {
  /** The domain's save (add or edit) mutation. */
  mutation: { mutateAsync: (variables: Variables) => Promise<unknown>; isPending: boolean };
  /** The mutation's variables for the form's valid values. */
  variables: (values: Out) => Variables;
  /** The spec's toasts and banners for this entity, as added or as edited. */
  messages: { saved: string; failed: string };
  onClose: () => void;
  /** Close as soon as it is saved, where the spec shows no confirmation in the dialog. */
  closeAtOnce?: boolean;
}

/**
 * An add-or-edit dialog's form (admin spec §2, §4, §5): the save toasts its outcome, a failure stays in a
 * banner with the server's message, and a success shows for about 1.5 s before the dialog closes.
 */
export function useEntityForm<In extends FieldValues, Out extends FieldValues, Variables>({
  mutation,
  variables,
  messages,
  onClose,
  closeAtOnce = false,
  ...options
}: EntityFormOptions<In, Out, Variables>) {
  const { saved, closeSoon } = useCloseAfterSave(onClose);
  const form = useSubmitForm({
    ...options,
    failed: messages.failed,
    onFailure: (failed) => showToast('error', failed),
    submit: async (values) => {
      await mutation.mutateAsync(variables(values));
      showToast('success', messages.saved);
      if (closeAtOnce) onClose();
      else closeSoon(messages.saved);
    },
  });
  return { ...form, onClose, saved, pending: mutation.isPending, busy: mutation.isPending || saved !== null };
}

export type EntityForm = Pick<
  ReturnType<typeof useEntityForm>,
  'onSubmit' | 'onClose' | 'failure' | 'saved' | 'pending' | 'busy'
>;
