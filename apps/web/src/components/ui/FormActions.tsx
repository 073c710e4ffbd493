import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { Button } from './Button';
import { uiText } from './ui-messages';

interface FormActionsProps {
  /** Disables the submit button and shows `busyLabel` on it while the form is saving. */
  pending: boolean;
  busyLabel?: string;
  onCancel: () => void;
  className?: string;
  /** The submit button's words. */
  children: ReactNode;
}

/** An inline form's submit and Cancel buttons, submit first. */
export function FormActions({
  pending,
  busyLabel = uiText.processing(),
  onCancel,
  className,
  children,
}: FormActionsProps) {
  return (
    <div className={cx('flex flex-wrap gap-3', className)}>
      <Button type="submit" disabled={pending}>
        {pending ? busyLabel : children}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {uiText.cancel()}
      </Button>
    </div>
  );
}
