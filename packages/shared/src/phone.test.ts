import { describe, expect, it } from 'vitest';
import { toE164Phone } from './phone';

describe('toE164Phone', () => {
  it.each([
    ['050 123 4567', '+971501234567'],
    ['0501234567', '+971501234567'],
    ['+971 50 123 4567', '+971501234567'],
    ['00971501234567', '+971501234567'],
    ['971501234567', '+971501234567'],
    ['501234567', '+971501234567'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('reads %s as %s', (input, expected) => {
    expect(toE164Phone(input)).toBe(expected);
  });

  it.each([null, '', 'call me', '12', '+0123456789'])('finds no number in %s', (input) => {
    expect(toE164Phone(input)).toBeUndefined();
  });
});
