import { describe, expect, it } from 'vitest';
import { memberSince, newestFirst } from './user-summary';

describe('user summary', () => {
  it("gives the date of the first order on the salon's calendar as Member Since", () => {
    const orders = [
      { date: '2026-03-10T09:00:00.000Z' },
      // 22:00 UTC on 31 January is already 1 February in Dubai.
      { date: '2026-01-31T22:00:00.000Z' },
      { date: '2026-02-15T09:00:00.000Z' },
    ];
    expect(memberSince(orders)).toBe('February 1, 2026');
  });

  it('says N/A without orders', () => {
    expect(memberSince([])).toBe('N/A');
  });

  it('lists the newest order first', () => {
    const list = newestFirst([{ date: '2026-01-01T00:00:00Z' }, { date: '2026-03-01T00:00:00Z' }]);
    expect(list.map((o) => o.date)).toEqual(['2026-03-01T00:00:00Z', '2026-01-01T00:00:00Z']);
  });
});
