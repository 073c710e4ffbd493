import { X } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Alert } from '@/components/ui/Alert';
import { IconButton } from '@/components/ui/IconButton';
import { bookingText as t } from '../../booking-messages';

/** A page banner the customer can dismiss (spec §2 "a dismissible error banner"). */
export function Notice({
  tone,
  children,
  onDismiss,
  ref,
}: {
  tone: 'error' | 'success' | 'info';
  /** Given when the banner takes the focus (the result of an action whose button went away). */
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
  onDismiss: () => void;
}) {
  return (
    <div ref={ref} tabIndex={ref ? -1 : undefined} className="relative rounded-2xl outline-offset-2">
      <Alert tone={tone} className="pe-14">
        {children}
      </Alert>
      {/* Outside the alert, so the announcement is the message alone. */}
      <IconButton
        label={t.dismiss()}
        icon={X}
        onClick={onDismiss}
        className="absolute top-1.5 end-1.5 text-current opacity-80 transition hover:bg-black/5 hover:opacity-100"
      />
    </div>
  );
}
