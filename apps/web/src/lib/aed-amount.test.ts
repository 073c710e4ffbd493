import { describe, expect, it } from 'vitest';
import { aedInputText, parseAedAmount } from './aed-amount';

const fils = (text: string) => {
  const parsed = parseAedAmount(text);
  return parsed.ok ? parsed.fils : parsed.problem;
};

describe('an amount typed in AED', () => {
  it('is read to the fils from its digits, never through a float', () => {
    expect(fils('150')).toBe(15_000);
    expect(fils('99.50')).toBe(9_950);
    expect(fils('99.5')).toBe(9_950);
    expect(fils('0.29')).toBe(29);
    expect(fils('0.07')).toBe(7);
    expect(fils(' 1,200.10 ')).toBe(120_010);
    expect(fils('.5')).toBe(50);
    expect(fils('12.')).toBe(1_200);
    expect(fils('007')).toBe(700);
    expect(fils('1000000')).toBe(100_000_000);
  });

  it('reads Arabic-Indic digits and the Arabic decimal separator', () => {
    expect(fils('٩٩٫٥٠')).toBe(9_950);
    expect(fils('١٬٢٠٠')).toBe(120_000);
    expect(fils('۱۵۰')).toBe(15_000);
  });

  it('refuses three decimals, a sign, words and nothing, each with its reason', () => {
    expect(fils('10.005')).toBe('decimals');
    expect(fils('0.001')).toBe('decimals');
    expect(fils('-5')).toBe('negative');
    expect(fils('−5')).toBe('negative');
    expect(fils('')).toBe('empty');
    expect(fils('   ')).toBe('empty');
    expect(fils('abc')).toBe('format');
    expect(fils('1e3')).toBe('format');
    expect(fils('.')).toBe('format');
    expect(fils('1.2.3')).toBe('format');
    expect(fils('1000000.01')).toBe('tooLarge');
    expect(fils('99999999999999999999')).toBe('tooLarge');
  });

  it('is shown back for editing as typed: no currency, decimals only when there are some', () => {
    expect(aedInputText(15_000)).toBe('150');
    expect(aedInputText(9_950)).toBe('99.50');
    expect(aedInputText(7)).toBe('0.07');
    for (const amount of [1, 29, 9_950, 123_456]) expect(fils(aedInputText(amount))).toBe(amount);
  });
});
