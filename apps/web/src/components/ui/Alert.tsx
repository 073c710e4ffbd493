import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

const TONES = {
  error: { role: 'alert', icon: CircleAlert, className: 'border-red-200 bg-red-50 text-red-900' },
  success: { role: 'status', icon: CircleCheck, className: 'border-emerald-200 bg-emerald-50 text-emerald-900' },
  info: { role: 'status', icon: Info, className: 'border-blush-200 bg-sand text-espresso' },
} as const;

/** Inline banners: errors are announced at once, the others politely. */
export function Alert({
  tone,
  children,
  className,
}: {
  tone: keyof typeof TONES;
  children: ReactNode;
  className?: string;
}) {
  const { role, icon: Icon, className: toneClass } = TONES[tone];
  return (
    <div role={role} className={cx('flex gap-3 rounded-2xl border p-4 text-sm leading-relaxed', toneClass, className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 space-y-1">{children}</div>
    </div>
  );
}
