import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

const TONES = {
  error: { role: 'alert', icon: CircleAlert, className: 'border-red-200 bg-red-50 text-red-900' },
  success: { role: 'status', icon: CircleCheck, className: 'border-emerald-200 bg-emerald-50 text-emerald-900' },
  info: { role: 'status', icon: Info, className: 'border-blush-200 bg-sand text-espresso' },
} as const;
type Tone = keyof typeof TONES;

type AlertProps = { tone: Tone; children: ReactNode; className?: string };

function AlertBody({ tone, children, className, role }: AlertProps & { role?: string }) {
  const { icon: Icon, className: toneClass } = TONES[tone];
  return (
    <div role={role} className={cx('flex gap-3 rounded-2xl border p-4 text-sm leading-relaxed', toneClass, className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 space-y-1">{children}</div>
    </div>
  );
}

/** Inline banners: errors are announced at once, the others politely. */
export function Alert(props: AlertProps) {
  return <AlertBody {...props} role={TONES[props.tone].role} />;
}

/**
 * A live region that is always in the page and shows its banner only while there is text: screen readers
 * announce a banner that appears in a region they already know, not one that arrives with its region.
 */
export function AlertRegion({ tone, text, className }: { tone: Tone; text: ReactNode; className?: string }) {
  return (
    <div role={TONES[tone].role} className={cx('empty:hidden', className)}>
      {text ? <AlertBody tone={tone}>{text}</AlertBody> : null}
    </div>
  );
}
