import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cx } from '@/lib/cx';
import { INTL_LOCALE } from '@/lib/locale';

/** A list's own words for its pager; the feature keeps them in its messages module. */
export interface PaginationMessages {
  /** The nav landmark's name, e.g. 'Orders pages'. */
  label: string;
  previous: string;
  next: string;
  /** A page button's name: 'Page 3'. */
  page: (page: string) => string;
  /** 'Showing 51–100 of 2,340 orders'; every number comes formatted. */
  showing: (from: string, to: string, total: string) => string;
  /** The total when the server stopped counting: '10,000+'. */
  atLeast: (total: string) => string;
}

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  /** More than `total` match; only `total` of them can be paged through. */
  capped?: boolean;
  onPageChange: (page: number) => void;
  messages: PaginationMessages;
  /** The build's `Intl` locale by default (INTL_LOCALE), as every date and amount of the dashboard. */
  locale?: string;
  className?: string;
}

const GAP = 'gap';

/** First, last, and the current page with its neighbours; the rest folds into '…'. */
export function pageWindow(page: number, pageCount: number): Array<number | typeof GAP> {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: Array<number | typeof GAP> = [];
  for (const [index, p] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) result.push(GAP);
    result.push(p);
  }
  return result;
}

const PAGE_BUTTON =
  'grid min-h-11 min-w-11 place-items-center rounded-full border px-3 text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine disabled:opacity-40';

/**
 * The design system's pager for every paged list: where the list is ('Showing 51–100 of 2,340 orders'), then
 * previous, the nearby pages and next inside a labelled nav landmark. The list's total comes from the server,
 * so the pager never needs the rows it does not show.
 */
export function Pagination({
  page,
  pageSize,
  total,
  capped = false,
  onPageChange,
  messages,
  locale = INTL_LOCALE,
  className,
}: PaginationProps) {
  if (total <= 0) return null;
  const number = new Intl.NumberFormat(locale);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const from = (current - 1) * pageSize + 1;
  const to = Math.min(total, current * pageSize);
  const totalText = capped ? messages.atLeast(number.format(total)) : number.format(total);

  return (
    <div className={cx('flex flex-wrap items-center justify-between gap-3', className)}>
      {/* Polite: a new filter or page is announced once it has loaded. */}
      <p className="text-sm text-taupe" aria-live="polite">
        {messages.showing(number.format(from), number.format(to), totalText)}
      </p>
      {pageCount > 1 && (
        <nav aria-label={messages.label}>
          <ul className="flex flex-wrap items-center gap-1">
            <li>
              <button
                type="button"
                className={cx(PAGE_BUTTON, 'border-blush-200 text-wine hover:bg-blush')}
                disabled={current === 1}
                onClick={() => onPageChange(current - 1)}
              >
                <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                <span className="sr-only">{messages.previous}</span>
              </button>
            </li>
            {pageWindow(current, pageCount).map((p, index) =>
              p === GAP ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity beyond its place.
                <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-taupe">
                  …
                </li>
              ) : (
                <li key={p}>
                  <button
                    type="button"
                    aria-label={messages.page(number.format(p))}
                    aria-current={p === current ? 'page' : undefined}
                    className={cx(
                      PAGE_BUTTON,
                      p === current
                        ? 'border-wine bg-wine text-white'
                        : 'border-blush-200 text-espresso hover:bg-blush',
                    )}
                    onClick={() => p !== current && onPageChange(p)}
                  >
                    {number.format(p)}
                  </button>
                </li>
              ),
            )}
            <li>
              <button
                type="button"
                className={cx(PAGE_BUTTON, 'border-blush-200 text-wine hover:bg-blush')}
                disabled={current === pageCount}
                onClick={() => onPageChange(current + 1)}
              >
                <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                <span className="sr-only">{messages.next}</span>
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
