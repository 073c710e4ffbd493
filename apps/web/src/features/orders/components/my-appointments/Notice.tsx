import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../../../components/ui/Alert';
import { IconButton } from '../../../../components/ui/IconButton';
import { ordersText as t } from '../../orders-messages';

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
