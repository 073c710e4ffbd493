import { ZStaffNote } from '@salon/shared';
import { NotebookPen } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextareaInput } from '@/components/ui/fields';
import { serverMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast';
import { useZodForm } from '@/lib/use-submit-form';
import { useSaveStaffNote, useStaffNote } from '../../api/staff-notes';
import { ordersText as t } from '../../orders-messages';

/** The note as the order detail shows it, under the customer's details; nothing when there is none. */
export function StaffNoteLine({ userId }: { userId: string | null }) {
  const note = useStaffNote(userId).data?.note;
  if (!note) return null;
  return (
    <div className="flex items-start gap-2">
      <dt>
        <NotebookPen aria-hidden="true" className="mt-0.5 size-4 text-taupe" />
        <span className="sr-only">{t.noteHeading()}</span>
      </dt>
      <dd className="whitespace-pre-line text-espresso">{note}</dd>
    </div>
  );
}

function StaffNoteForm({ userId, note }: { userId: string; note: string }) {
  const save = useSaveStaffNote(userId);
  const [failure, setFailure] = useState<string | null>(null);
  const { field, handleSubmit } = useZodForm(ZStaffNote, { note });
  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await save.mutateAsync(input);
      showToast('success', t.noteSaved());
    } catch (error) {
      setFailure(serverMessage(error, t.noteSaveFailed()));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t.noteHeading()} className="space-y-3">
      <TextareaInput label={t.noteLabel()} hint={t.noteHint()} maxLength={1000} rows={3} {...field('note')} />
      <Button type="submit" disabled={save.isPending}>
        {t.noteSave()}
      </Button>
      {failure && <Alert tone="error">{failure}</Alert>}
    </form>
  );
}

/** The user detail's editor of the staff's note on this customer. */
export function StaffNoteEditor({ userId }: { userId: string }) {
  const note = useStaffNote(userId);
  return (
    <section aria-labelledby="staff-note-heading" className="rounded-2xl border border-blush-200 bg-white p-4">
      <h2 id="staff-note-heading" className="mb-3 text-xl text-espresso">
        {t.noteHeading()}
      </h2>
      {note.data ? (
        <StaffNoteForm key={note.data.note} userId={userId} note={note.data.note} />
      ) : note.isError ? (
        <Alert tone="error">{note.error.message}</Alert>
      ) : (
        <p className="text-sm text-taupe">{t.noteLoading()}</p>
      )}
    </section>
  );
}
