import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

/** What a status means to the reader; each feature maps its own statuses onto these (one palette site-wide). */
export type BadgeTone = 'success' | 'warning' | 'info' | 'danger' | 'neutral' | 'muted';

const TONES: Record<BadgeTone, string> = {
  success: 'bg-emerald-100 text-emerald-900',
  warning: 'bg-amber-100 text-amber-900',
  info: 'bg-sky-100 text-sky-900',
  danger: 'bg-red-50 text-red-800',
  neutral: 'bg-sand text-cocoa',
  muted: 'bg-stone-100 text-stone-700',
};

/** A status as a small pill: an order's, an appointment's, a problem's. */
export function StatusBadge({
  tone,
  children,
  className,
}: {
  tone: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
