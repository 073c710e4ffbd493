import type { Key, ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { TABLE } from './PanelHeader';

/** One column of a list's table, configured by the feature that shows the list. */
export interface Column<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** On the header and every cell alike, so a column hides as a whole: 'hidden md:table-cell'. */
  className?: string;
  /** The cells' own look, beside `className`. */
  cellClassName?: string;
  /** The cell that names the row, read out before every other cell of it (`<th scope="row">`). */
  rowHeader?: boolean;
}

/** Where a list shows cards instead of the table: a phone has no room for the table's columns. */
export interface CardLayout<T> {
  /** The list's classes, including where it hides: 'space-y-3 sm:hidden'. */
  className: string;
  /** Where the table shows instead: 'hidden sm:block'. */
  tableClassName: string;
  label?: string;
  itemClassName?: string;
  card: (row: T) => ReactNode;
}

interface DataTableProps<T> {
  /** The table's name for screen readers. */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  cards?: CardLayout<T>;
}

/** A bordered card with a list's one row, for the phone's layout. */
export const CARD = 'rounded-3xl border border-blush-200/80 bg-white p-4 shadow-sm';

/** Every dashboard list's table: the feature says which columns, the table says how they look. */
export function DataTable<T>({ caption, columns, rows, rowKey, cards }: DataTableProps<T>) {
  const table = (
    <div className={cx(TABLE.wrap, cards?.tableClassName)}>
      <table className={TABLE.table}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for a table's life.
              <th key={index} scope="col" className={cx(TABLE.th, column.className)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) => {
                const Cell = column.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for a table's life.
                    key={index}
                    scope={column.rowHeader ? 'row' : undefined}
                    className={cx(TABLE.td, column.className, column.cellClassName)}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  if (!cards) return table;
  return (
    <>
      <ul className={cards.className} aria-label={cards.label}>
        {rows.map((row) => (
          <li key={rowKey(row)} className={cards.itemClassName}>
            {cards.card(row)}
          </li>
        ))}
      </ul>
      {table}
    </>
  );
}
