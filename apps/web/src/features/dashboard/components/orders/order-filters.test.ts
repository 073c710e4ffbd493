import { describe, expect, it } from 'vitest';
import {
  activeOrderFilterCount,
  EMPTY_ORDER_FILTERS,
  filterOrders,
  matchesDateText,
  matchesOrderSearch,
} from './order-filters';
import { order, orderItem } from './order-fixtures';

// 2026-11-24 is a Tuesday. 21:30 UTC on the 23rd is already 01:30 on Tuesday the 24th in Dubai.
const TUESDAY_IN_DUBAI = '2026-11-23T21:30:00.000Z';

describe('order filters', () => {
  it('searches customer name, phone (with or without spaces) and order id', () => {
    const o = order(7, { user: { _id: null, name: 'Layla Haddad', phone: '050 123 4567', email: null } });
    expect(matchesOrderSearch(o, 'layla')).toBe(true);
    expect(matchesOrderSearch(o, 'HADDAD')).toBe(true);
    expect(matchesOrderSearch(o, '0501234567')).toBe(true);
    expect(matchesOrderSearch(o, '123 45')).toBe(true);
    expect(matchesOrderSearch(o, o._id.slice(-8))).toBe(true);
    expect(matchesOrderSearch(o, `#${o._id.slice(-8)}`)).toBe(true);
    expect(matchesOrderSearch(o, 'Noor')).toBe(false);
    expect(matchesOrderSearch(o, '999')).toBe(false);
  });

  it('reads the date filter as a date, a weekday or a month on the salon calendar', () => {
    expect(matchesDateText(TUESDAY_IN_DUBAI, '2026-11-24')).toBe(true);
    expect(matchesDateText(TUESDAY_IN_DUBAI, '2026-11-23')).toBe(false);
    expect(matchesDateText(TUESDAY_IN_DUBAI, 'Tuesday')).toBe(true);
    expect(matchesDateText(TUESDAY_IN_DUBAI, 'tue')).toBe(true);
    expect(matchesDateText(TUESDAY_IN_DUBAI, 'Monday')).toBe(false);
    expect(matchesDateText(TUESDAY_IN_DUBAI, 'November')).toBe(true);
    expect(matchesDateText(TUESDAY_IN_DUBAI, 'nov')).toBe(true);
    expect(matchesDateText(TUESDAY_IN_DUBAI, 'December')).toBe(false);
    expect(matchesDateText(TUESDAY_IN_DUBAI, 'Nov 24')).toBe(true);
    expect(matchesDateText(TUESDAY_IN_DUBAI, 'Tuesday, November 24, 2026')).toBe(true);
    expect(matchesDateText(TUESDAY_IN_DUBAI, '11/24/2026')).toBe(true);
    expect(matchesDateText(TUESDAY_IN_DUBAI, '2026-11')).toBe(true);
    expect(matchesDateText(TUESDAY_IN_DUBAI, 'soon')).toBe(false);
    expect(matchesDateText(TUESDAY_IN_DUBAI, '  ')).toBe(true);
  });

  it('combines search, date, status and the 0–10000 AED amount range', () => {
    const cheap = order(1, { date: TUESDAY_IN_DUBAI, Orderitems: [orderItem(1, '2026-11-25T06:00:00Z', 80)] });
    const dear = order(2, {
      status: 'completed',
      date: '2026-12-02T08:00:00.000Z', // a Wednesday
      Orderitems: [orderItem(2, '2026-12-02T06:00:00Z', 9000), orderItem(3, '2026-12-02T07:00:00Z', 3000)],
    });
    const all = [cheap, dear];
    const ids = (filters: Partial<typeof EMPTY_ORDER_FILTERS>) =>
      filterOrders(all, { ...EMPTY_ORDER_FILTERS, ...filters }).map((o) => o._id);

    expect(ids({})).toEqual([cheap._id, dear._id]);
    expect(ids({ status: 'completed' })).toEqual([dear._id]);
    expect(ids({ date: 'Tuesday' })).toEqual([cheap._id]);
    expect(ids({ date: 'December' })).toEqual([dear._id]);
    expect(ids({ minAmount: '100' })).toEqual([dear._id]);
    expect(ids({ maxAmount: '100' })).toEqual([cheap._id]);
    // The top of the range means "no limit": a 12,000 AED order still shows.
    expect(ids({ maxAmount: '10000' })).toEqual([cheap._id, dear._id]);
    expect(ids({ maxAmount: '50000' })).toEqual([cheap._id, dear._id]);
    expect(ids({ query: 'Customer', status: 'completed' })).toEqual([dear._id]);
    expect(ids({ query: 'Customer', status: 'cancelled' })).toEqual([]);
    expect(activeOrderFilterCount({ ...EMPTY_ORDER_FILTERS, query: 'x', date: 'Tue', status: 'pending' })).toBe(2);
  });
});
