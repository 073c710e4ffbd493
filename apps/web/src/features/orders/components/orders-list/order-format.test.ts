import { describe, expect, it } from 'vitest';
import { order, orderItem } from '@/test/order-fixtures';
import {
  capitalise,
  formatDuration,
  formatOrderAmount,
  formatTimeRange,
  historyOrderNumber,
  orderNumber,
  orderTotal,
} from './order-format';

describe('order formatting', () => {
  it('totals the item prices to the fils and shows 2 decimals', () => {
    const items = [orderItem(1, '2026-11-24T06:00:00Z', 0.1), orderItem(2, '2026-11-24T07:00:00Z', 0.2)];
    expect(orderTotal(order(1, { Orderitems: items }))).toBe(0.3);
    expect(formatOrderAmount(orderTotal(order(1, { Orderitems: items })))).toBe('AED 0.30');
    expect(formatOrderAmount(1250)).toBe('AED 1,250.00');
    expect(formatOrderAmount(99.5)).toBe('AED 99.50');
    expect(formatOrderAmount(orderTotal(order(2, { Orderitems: [] })))).toBe('AED 0.00');
  });

  it('names an order by the last 8 characters of its id', () => {
    expect(orderNumber('00000000-0000-4000-8000-00001234abcd')).toBe('Order #1234ABCD');
    expect(historyOrderNumber('00000000-0000-4000-8000-00001234abcd')).toBe('Order #1234ABCD');
  });

  it('shows 60 minutes or more as hours and minutes', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 hr');
    expect(formatDuration(90)).toBe('1 hr 30 min');
    expect(formatDuration(120)).toBe('2 hrs');
    expect(formatDuration(135)).toBe('2 hrs 15 min');
  });

  it('shows time ranges on the salon clock, 12-hour', () => {
    expect(formatTimeRange('2026-11-24T06:00:00Z', '2026-11-24T07:30:00Z')).toBe('10:00 AM - 11:30 AM');
    expect(capitalise('cancelled')).toBe('Cancelled');
  });
});
