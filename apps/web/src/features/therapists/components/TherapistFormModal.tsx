import { zodResolver } from '@hookform/resolvers/zod';
import { DASHBOARD_MESSAGES, type TTherapist, ZTherapistInput } from '@salon/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextareaInput, TextInput } from '../../../components/ui/fields';
import { ImagePicker } from '../../../components/ui/ImagePicker';
import { Modal } from '../../../components/ui/Modal';
import { serverMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useSaveTherapist } from '../api/therapists';

const m = DASHBOARD_MESSAGES;

/** Add or edit a therapist (admin spec §2, §5): name, bio (field of specialization) and an optional photo. */
export function TherapistFormModal({ therapist, onClose }: { therapist?: TTherapist; onClose: () => void }) {
  const save = useSaveTherapist();
  const [photo, setPhoto] = useState<File | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZTherapistInput),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: therapist?.name ?? '', bio: therapist?.bio ?? '' },
  });
  const formId = 'therapist-form';

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: therapist?._id, input, photo });
      showToast('success', therapist ? m.therapistUpdated : m.therapistAdded);
      onClose();
    } catch (error) {
      // The server's message is preferred (admin spec §8).
      const fallback = therapist ? m.therapistUpdateFailed : m.therapistAddFailed;
      showToast('error', fallback);
      setFailure(serverMessage(error, fallback));
    }
  });

  return (
    <Modal
      title={therapist ? 'Edit Therapist' : 'Add Therapist'}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending}>
            {save.isPending ? 'Processing...' : therapist ? 'Save Changes' : 'Add Therapist'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-5">
        <TextInput label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
        <TextareaInput
          label="Bio (field of specialization)"
          placeholder="e.g. Hair colour and keratin specialist"
          error={errors.bio?.message}
          {...register('bio')}
        />
        <ImagePicker label="Photo" currentUrl={therapist?.imageUrl} file={photo} onChange={setPhoto} round />
        {failure && <Alert tone="error">{failure}</Alert>}
      </form>
    </Modal>
  );
}
