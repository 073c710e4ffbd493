import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../../../components/ui/Alert';

/** A page banner the customer can dismiss (spec §2 "a dismissible error banner"). */
export function Notice({
  tone,
  children,
  onDismiss,
}: {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  onDismiss: () => void;
}) {
  return (
    <div className="relative">
      <Alert tone={tone} className="pr-14">
        {children}
      </Alert>
      {/* Outside the alert, so the announcement is the message alone. */}
      <button
        type="button"
        aria-label="Dismiss"
        onClick={onDismiss}
        className="absolute top-1.5 right-1.5 grid size-11 place-items-center rounded-full text-current opacity-80 transition hover:bg-black/5 hover:opacity-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
