import { type LucideIcon, Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import { Modal } from './Modal';
import { uiText } from './ui-messages';

interface ConfirmDialogProps {
  title: string;
  question: string;
  confirmLabel?: string;
  /** The button that closes the dialog and changes nothing ("Cancel" unless that word names the action). */
  cancelLabel?: string;
  busy?: boolean;
  /** A failure shown inside the dialog, so the reason stays next to the action. */
  error?: ReactNode;
  /** What the confirmation asks for besides a click (a password, a typed word), under the question. */
  children?: ReactNode;
  /** The confirm button's icon and its words while the action runs, for actions other than a delete. */
  icon?: LucideIcon;
  busyLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Delete confirmations (admin spec §2, §8): the question, Cancel, and a Delete that says when it runs. */
export function ConfirmDialog({
  title,
  question,
  confirmLabel = uiText.delete(),
  cancelLabel = uiText.cancel(),
  busy = false,
  error,
  children,
  icon: Icon = Trash2,
  busyLabel = uiText.deleting(),
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
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} disabled={busy}>
            <Icon aria-hidden="true" className="size-4" />
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <p id={questionId} className="text-base text-cocoa">
        {question}
      </p>
      {children && <div className="mt-4">{children}</div>}
      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
    </Modal>
  );
}
