import { FILS_PER_AED, MAX_ENTRY_FILS } from '@salon/shared';

/** Why a typed amount is not one: a code each screen turns into a sentence of its own catalogue. */
export type AmountProblem = 'empty' | 'format' | 'decimals' | 'negative' | 'tooLarge';

export type ParsedAmount = { ok: true; fils: number } | { ok: false; problem: AmountProblem };

/** Arabic-Indic and Eastern Arabic-Indic digits, as an Arabic keyboard types them, read as 0–9. */
const DIGITS: Record<string, string> = {};
for (let digit = 0; digit < 10; digit++) {
  DIGITS[String.fromCharCode(0x0660 + digit)] = String(digit);
  DIGITS[String.fromCharCode(0x06f0 + digit)] = String(digit);
}

/**
 * An amount typed in AED ('150', '99.50', '1,200', '٩٩٫٥٠') as whole fils, read from its digits: the text is
 * never turned into a float and multiplied (0.29 × 100 is 28.999…). More than two decimals, a sign or anything
 * that is not a number is refused with its reason, as is more than one entry may hold (`MAX_ENTRY_FILS`). Zero
 * is an amount (a counted drawer may be empty): a screen that takes none says so itself.
 */
export function parseAedAmount(text: string): ParsedAmount {
  const normalised = [...text.trim()]
    .map((char) => DIGITS[char] ?? (char === '٫' ? '.' : char))
    .join('')
    // Thousands separators, Latin or Arabic, and spaces between groups.
    .replace(/[,٬\s]/g, '');
  if (normalised === '') return { ok: false, problem: 'empty' };
  if (/^[-−‐–]/.test(normalised)) return { ok: false, problem: 'negative' };
  const match = /^\+?(\d*)(?:\.(\d*))?$/.exec(normalised);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return { ok: false, problem: 'format' };
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { ok: false, problem: 'decimals' };
  // Leading zeros dropped first, so a long run of them is not taken for a large amount.
  const wholeDigits = whole.replace(/^0+/, '');
  if (wholeDigits.length > String(MAX_ENTRY_FILS / FILS_PER_AED).length) return { ok: false, problem: 'tooLarge' };
  const fils = Number(wholeDigits || '0') * FILS_PER_AED + Number(fraction.padEnd(2, '0'));
  if (fils > MAX_ENTRY_FILS) return { ok: false, problem: 'tooLarge' };
  return { ok: true, fils };
}

/** Whole fils as the amount field shows them to be edited: '150', '99.50' (no currency, no grouping). */
export function aedInputText(fils: number): string {
  const whole = Math.trunc(fils / FILS_PER_AED);
  const rest = fils % FILS_PER_AED;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}
