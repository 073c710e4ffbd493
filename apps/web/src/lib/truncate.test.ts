import { describe, expect, it } from 'vitest';
import { truncate } from './truncate';

describe('truncate', () => {
  it('cuts long texts at the limit', () => {
    expect(truncate('a'.repeat(100), 100)).toBe('a'.repeat(100));
    expect(truncate(`${'a'.repeat(99)} bcd`, 100)).toBe(`${'a'.repeat(99)}…`);
  });
});
