import { describe, expect, it } from 'vitest';
import { aedText, computed, csvCell, csvRow } from './reports.csv';

describe('CSV cells', () => {
  it('quotes what breaks a row and disarms what a spreadsheet would run', () => {
    expect(csvCell('Mona')).toBe('Mona');
    expect(csvCell('Cut, wash')).toBe('"Cut, wash"');
    expect(csvCell('The "best"')).toBe('"The ""best"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    for (const start of ['+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1`).replaceAll('"', '')).toMatch(/^'/);
    expect(csvCell(null)).toBe('');
    expect(csvCell('منى')).toBe('منى');
    // A cell the export computed (an amount) is its own text.
    expect(csvCell(aedText(-5))).toBe('-0.05');
    expect(csvRow(['a', computed(2), null])).toBe('a,2,\r\n');
  });

  it('writes whole fils as AED with two places, without floats', () => {
    expect(aedText(0).computed).toBe('0.00');
    expect(aedText(7).computed).toBe('0.07');
    expect(aedText(12_345).computed).toBe('123.45');
    expect(aedText(100_000_000).computed).toBe('1000000.00');
    // 0.1 + 0.2 would be 0.30000000000000004 in AED floats.
    expect(aedText(10 + 20).computed).toBe('0.30');
    expect(() => aedText(1.5)).toThrow(RangeError);
  });
});
