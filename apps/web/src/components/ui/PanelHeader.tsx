import type { ReactNode } from 'react';
import { INTL_LOCALE } from '@/lib/locale';

const COUNT = new Intl.NumberFormat(INTL_LOCALE);

/**
 * A tab's heading with its count and its main actions. A paged list's count is the server's, which stops
 * counting at a cap: then it reads '(10,000+)'.
 */
export function PanelHeader({
  title,
  count,
  countCapped = false,
  children,
}: {
  title: string;
  count?: number;
  countCapped?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-2xl text-espresso">
        {title}
        {count !== undefined && <HeadingCount count={count} capped={countCapped} />}
      </h2>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </div>
  );
}

/** A list's count beside its heading: '(2,340)', or '(10,000+)' when the server stopped counting. */
export function HeadingCount({ count, capped = false }: { count: number; capped?: boolean }) {
  return (
    <span className="ms-2 align-middle font-sans text-sm font-medium text-taupe">
      ({COUNT.format(count)}
      {capped && '+'})
    </span>
  );
}

/** Shared table classes, so every tab's table looks the same. */
export const TABLE = {
  wrap: 'overflow-x-auto rounded-3xl border border-blush-200/80 bg-white shadow-sm',
  table: 'w-full text-start text-sm',
  th: 'bg-sand px-4 py-3 text-xs font-semibold uppercase tracking-wide text-cocoa',
  td: 'border-t border-blush-200/60 px-4 py-3 align-middle text-espresso',
} as const;

export const ICON_BUTTON =
  'grid size-11 place-items-center rounded-full text-wine transition-colors hover:bg-blush disabled:opacity-50';

/** A quiet box for "nothing here" states. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-3xl border border-dashed border-blush-200 bg-white px-6 py-12 text-center">
      <h3 className="text-xl text-espresso">{title}</h3>
      {children && <div className="mt-4 flex flex-col items-center gap-3 text-sm text-taupe">{children}</div>}
    </div>
  );
}
