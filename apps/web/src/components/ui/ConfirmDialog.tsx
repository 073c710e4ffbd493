import { Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  title: string;
  question: string;
  confirmLabel?: string;
  busy?: boolean;
  /** A failure shown inside the dialog, so the reason stays next to the action. */
  error?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Delete confirmations (admin spec §2, §8): the question, Cancel, and a Delete that says when it runs. */
export function ConfirmDialog({
  title,
  question,
  confirmLabel = 'Delete',
  busy = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const questionId = useId();
  return (
    <Modal
      title={title}
      onClose={onCancel}
      size="sm"
      alert
      describedBy={questionId}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            Cancel
          </Button>
          <Button onClick={onConfirm} disabled={busy}>
            <Trash2 aria-hidden="true" className="size-4" />
            {busy ? 'Deleting...' : confirmLabel}
          </Button>
        </>
      }
    >
      <p id={questionId} className="text-base text-cocoa">
        {question}
      </p>
      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
    </Modal>
  );
}
