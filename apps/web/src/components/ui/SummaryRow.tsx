import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

interface SummaryRowProps {
  /** A small icon before the label; decorative, the label names the row. */
  icon: ReactNode;
  label: string;
  value: string | null | undefined;
  /** What the row reads while it has no value yet ('Not selected'), in a quieter colour. */
  placeholder?: string;
}

/** One row of a summary's `<dl>`: icon and label at the start, the value at the end (booking, waitlist offer). */
export function SummaryRow({ icon, label, value, placeholder }: SummaryRowProps) {
  return (
    <div className="flex items-center justify-between gap-4">
      <dt className="flex items-center gap-2 text-taupe">
        <span aria-hidden="true" className="text-wine">
          {icon}
        </span>
        {label}
      </dt>
      <dd className={cx('text-end font-medium', value ? 'text-espresso' : 'text-taupe')}>{value || placeholder}</dd>
    </div>
  );
}
