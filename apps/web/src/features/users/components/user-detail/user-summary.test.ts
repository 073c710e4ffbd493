import { describe, expect, it } from 'vitest';
import { memberSince } from './user-summary';

describe('user summary', () => {
  it("gives the date of the first order on the salon's calendar as Member Since", () => {
    // 22:00 UTC on 31 January is already 1 February in Dubai.
    expect(memberSince('2026-01-31T22:00:00.000Z')).toBe('February 1, 2026');
  });

  it('says N/A without orders', () => {
    expect(memberSince(null)).toBe('N/A');
    expect(memberSince('not a date')).toBe('N/A');
  });
});
