import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, ZAdminOrdersQuery, ZDayKey, ZPageQuery } from './admin-lists';

describe('the dashboard lists query contract', () => {
  it('takes days that exist and refuses those that do not', () => {
    expect(ZDayKey.safeParse('2026-11-24').success).toBe(true);
    expect(ZDayKey.safeParse('2028-02-29').success).toBe(true);
    for (const bad of ['2026-02-31', '2026-13-01', '2026-11-24T10:00', '24/11/2026', '0999-01-01', '']) {
      expect(ZDayKey.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('answers the first page by default and bounds the page size', () => {
    expect(ZPageQuery.parse({})).toEqual({ page: 1, pageSize: PAGE_SIZE.default });
    expect(ZPageQuery.parse({ page: '3', pageSize: '' })).toEqual({ page: 3, pageSize: PAGE_SIZE.default });
    expect(ZPageQuery.safeParse({ pageSize: String(PAGE_SIZE.max + 1) }).success).toBe(false);
    expect(ZPageQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(ZPageQuery.safeParse({ page: '1.5' }).success).toBe(false);
  });

  it('reads a cleared select as no filter', () => {
    expect(ZAdminOrdersQuery.parse({ status: '', minTotal: '' })).toMatchObject({
      status: undefined,
      minTotal: undefined,
    });
    expect(ZAdminOrdersQuery.safeParse({ status: 'lost' }).success).toBe(false);
  });
});
