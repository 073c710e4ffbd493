import { type FormEvent, type ReactNode, useId } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { tillText as t } from '../till-messages';

interface ActionDialogProps {
  title: string;
  /** The submit button's words, and while it runs. */
  submitLabel: string;
  busy: boolean;
  /** The server's refusal, in the reader's language, kept beside the action. */
  failure: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** One of the sale's changes in a dialog: its fields, the server's refusal, Cancel and a submit that waits. */
export function ActionDialog({ title, submitLabel, busy, failure, onSubmit, onClose, children }: ActionDialogProps) {
  const formId = `${useId()}-form`;
  return (
    <Modal
      title={title}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel()}
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? t.saving() : submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="space-y-4"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (!busy) onSubmit();
        }}
      >
        {children}
        {failure && <Alert tone="error">{failure}</Alert>}
      </form>
    </Modal>
  );
}
