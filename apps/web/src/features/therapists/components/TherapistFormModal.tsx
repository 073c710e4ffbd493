import { catalogue, type TTherapist, ZTherapistInput } from '@salon/shared';
import { useState } from 'react';
import { EntityFormDialog } from '@/components/ui/EntityFormDialog';
import { TextareaInput, TextInput } from '@/components/ui/fields';
import { ImagePicker, useImageRefusal } from '@/components/ui/ImagePicker';
import { useEntityForm } from '@/lib/use-entity-form';
import { useSaveTherapist } from '../api/therapists';
import { therapistText } from '../therapist-admin-messages';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

const t = catalogue(messages);

/**
 * Add or edit a therapist (admin spec §2, §5): name, bio (field of specialization), optionally the bio in
 * Arabic (issue 18, edited as stored: `texts`), and an optional photo. Editing one read without its stored
 * texts, an empty Arabic bio is left out so that the stored one stays.
 */
export function TherapistFormModal({ therapist, onClose }: { therapist?: TTherapist; onClose: () => void }) {
  const [photo, setPhoto] = useState<File | undefined>();
  const texts = therapist?.texts;
  const storedKnown = therapist === undefined || texts !== undefined;
  // A photo the server refuses is named by the photo field; the rest of the form stays as typed.
  const { mutation, refusal, clearRefusal } = useImageRefusal(useSaveTherapist(), () => setPhoto(undefined));
  const form = useEntityForm({
    schema: ZTherapistInput,
    defaultValues: {
      name: therapist?.name ?? '',
      bio: texts?.bio ?? therapist?.bio ?? '',
      bioAr: texts?.bioAr ?? '',
    },
    mutation,
    variables: (input) => ({
      id: therapist?._id,
      input: { ...input, bioAr: input.bioAr || (storedKnown ? null : undefined) },
      photo,
    }),
    // The server's message is preferred (admin spec §8).
    messages: therapist
      ? { saved: therapistText.therapistUpdated(), failed: therapistText.therapistUpdateFailed() }
      : { saved: therapistText.therapistAdded(), failed: therapistText.therapistAddFailed() },
    onClose,
    // A therapist's dialog closes on save; the toast is its confirmation.
    closeAtOnce: true,
  });
  const { field } = form;

  return (
    <EntityFormDialog noun={t.noun()} editing={therapist !== undefined} form={form}>
      <TextInput label={t.name()} autoComplete="off" {...field('name')} />
      <TextareaInput label={t.bio()} placeholder={t.bioPlaceholder()} lang="en" dir="ltr" {...field('bio')} />
      <TextareaInput label={t.bioAr()} lang="ar" dir="rtl" hint={t.arabicHint()} {...field('bioAr')} />
      <ImagePicker
        label={t.photo()}
        currentUrl={therapist?.imageUrl}
        file={photo}
        onChange={(chosen) => {
          clearRefusal();
          setPhoto(chosen);
        }}
        error={refusal}
        round
      />
    </EntityFormDialog>
  );
}
