import { type TTherapist, ZTherapistInput } from '@salon/shared';
import { useState } from 'react';
import { EntityFormDialog } from '../../../components/ui/EntityFormDialog';
import { TextareaInput, TextInput } from '../../../components/ui/fields';
import { ImagePicker } from '../../../components/ui/ImagePicker';
import { useEntityForm } from '../../../lib/use-entity-form';
import { useSaveTherapist } from '../api/therapists';
import { THERAPIST_ADMIN_MESSAGES } from '../therapist-admin-messages';

const m = THERAPIST_ADMIN_MESSAGES;

/** Add or edit a therapist (admin spec §2, §5): name, bio (field of specialization) and an optional photo. */
export function TherapistFormModal({ therapist, onClose }: { therapist?: TTherapist; onClose: () => void }) {
  const [photo, setPhoto] = useState<File | undefined>();
  const form = useEntityForm({
    schema: ZTherapistInput,
    defaultValues: { name: therapist?.name ?? '', bio: therapist?.bio ?? '' },
    mutation: useSaveTherapist(),
    variables: (input) => ({ id: therapist?._id, input, photo }),
    // The server's message is preferred (admin spec §8).
    messages: therapist
      ? { saved: m.therapistUpdated, failed: m.therapistUpdateFailed }
      : { saved: m.therapistAdded, failed: m.therapistAddFailed },
    onClose,
    // A therapist's dialog closes on save; the toast is its confirmation.
    closeAtOnce: true,
  });
  const { field } = form;

  return (
    <EntityFormDialog noun="Therapist" editing={therapist !== undefined} form={form}>
      <TextInput label="Name" autoComplete="off" {...field('name')} />
      <TextareaInput
        label="Bio (field of specialization)"
        placeholder="e.g. Hair colour and keratin specialist"
        {...field('bio')}
      />
      <ImagePicker label="Photo" currentUrl={therapist?.imageUrl} file={photo} onChange={setPhoto} round />
    </EntityFormDialog>
  );
}
