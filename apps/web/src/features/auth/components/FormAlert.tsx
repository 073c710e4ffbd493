import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../../lib/cx';

interface FormAlertProps {
  tone: 'error' | 'success';
  children: ReactNode;
  className?: string;
}

/** A message above or below a form: errors are announced at once, successes politely. */
export function FormAlert({ tone, children, className }: FormAlertProps) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(
        'flex gap-3 rounded-2xl border p-4 text-sm leading-relaxed',
        tone === 'error'
          ? 'border-red-200 bg-red-50 text-red-900'
          : 'border-emerald-200 bg-emerald-50 text-emerald-900',
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 space-y-1">{children}</div>
    </div>
  );
}
