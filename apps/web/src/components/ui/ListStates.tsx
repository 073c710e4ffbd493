import type { ReactNode } from 'react';
import { LoadError } from './LoadError';
import { Pagination, type PaginationMessages, type PaginationProps } from './Pagination';

/** What a list needs to know of its read; a TanStack Query result fits. */
export interface ListRead {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

/** A paged list's place, from the server's count. */
export type ListPaging = Omit<PaginationProps, 'locale' | 'className'>;

/** The pager of one page the server counted, for the page and size the list asked for. */
export function pagingOf(
  query: { page: number; pageSize: number },
  counted: { total: number; capped?: boolean } | undefined,
  onPageChange: (page: number) => void,
  messages: PaginationMessages,
): ListPaging {
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: counted?.total ?? 0,
    capped: counted?.capped,
    onPageChange,
    messages,
  };
}

interface ListStatesProps {
  read: ListRead;
  /** 'Loading orders…' */
  loading: string;
  /** The spec's title for a failed read. */
  errorTitle: string;
  /** The second line of a failed read when it is not the error's own message. */
  errorReason?: unknown;
  /** The retry button's words, 'Try Again' unless the screen's spec says otherwise. */
  retryLabel?: string;
  /** A failure shown another way than the design system's block. */
  errorBlock?: ReactNode;
  empty: boolean;
  /** What an empty list says, with its way forward. */
  emptyState: ReactNode;
  paging?: ListPaging;
  /** The rows: a DataTable, usually. */
  children: ReactNode;
}

/**
 * A list's four states in the one order every tab uses: loading, a failed read with Try Again, empty, then
 * the rows with their pager. A paged list stays on screen while the next page loads, marked busy.
 */
export function ListStates({
  read,
  loading,
  errorTitle,
  errorReason,
  retryLabel,
  errorBlock,
  empty,
  emptyState,
  paging,
  children,
}: ListStatesProps) {
  if (read.isPending) {
    return (
      <p role="status" className="py-10 text-center text-taupe">
        {loading}
      </p>
    );
  }
  if (read.isError) {
    return (
      errorBlock ?? (
        <LoadError
          title={errorTitle}
          error={errorReason ?? read.error}
          onRetry={() => void read.refetch()}
          retrying={read.isFetching}
          retryLabel={retryLabel}
        />
      )
    );
  }
  if (empty) return emptyState;
  if (!paging) return children;
  return (
    <div className="space-y-4" aria-busy={read.isPlaceholderData}>
      {children}
      <Pagination {...paging} />
    </div>
  );
}
