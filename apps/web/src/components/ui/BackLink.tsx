import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '@/lib/cx';

/** A text link back to where the page came from, its arrow pointing back (and turning for right-to-left pages). */
export function BackLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  return (
    <Link
      to={to}
      className={cx(
        'inline-flex items-center gap-2 text-sm font-medium text-wine underline-offset-4 hover:underline',
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {children}
    </Link>
  );
}
