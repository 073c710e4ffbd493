/**
 * CSV for spreadsheets (RFC 4180), safe to open: a text cell that a spreadsheet would run as a formula
 * (starting with = + - @, or a tab or carriage return that hides one) is written with a leading quote, and a
 * cell holding a quote, comma or line break is quoted with its quotes doubled. Amounts are written from
 * whole fils as decimal AED by string arithmetic, never through a float.
 */

/** A cell the export computed itself (an amount, a count, a date key): written as it is. */
export interface Computed {
  readonly computed: string;
}

export type Cell = string | null | Computed;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(cell: Cell): string {
  if (cell === null) return '';
  let text = typeof cell === 'string' ? cell : cell.computed;
  if (typeof cell === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (cells: readonly Cell[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Whole fils as AED with two decimals: 12345 → "123.45", -5 → "-0.05". */
export function aedText(fils: number): Computed {
  if (!Number.isSafeInteger(fils)) throw new RangeError(`Not whole fils: ${fils}`);
  const digits = String(Math.abs(fils)).padStart(3, '0');
  return { computed: `${fils < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}` };
}

export const computed = (value: string | number): Computed => ({ computed: String(value) });

/** Excel reads a UTF-8 file as UTF-8 (Arabic names and all) only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';
