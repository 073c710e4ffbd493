import { MESSAGES } from '@salon/shared';
import { describe, expect, it } from 'vitest';
import { uuid } from '@/test/catalog-fixtures';
import { initialWeekDraft, servicesOnEverySlot, validateWeek, type WeekDraft, weekReducer } from './weekly-schedule';

const DUBAI = 'Asia/Dubai';
const m = MESSAGES.catalog;
// Wednesday 18 November 2026, 10:00 in Dubai.
const NOW = new Date('2026-11-18T06:00:00Z');

describe('weekly scheduling draft', () => {
  it('starts with the 60 grid slots (6 open days × 10 hours), none with a service yet', () => {
    const draft = initialWeekDraft(NOW, DUBAI);
    expect(draft.slots).toHaveLength(60);
    expect(draft.duration).toBe('60');
    expect(new Set(draft.slots.map((s) => s.date))).toEqual(
      new Set(['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-24', '2026-11-25']),
    );
    expect(initialWeekDraft(NOW, DUBAI, new Set([4])).slots).toHaveLength(10);
    expect(draft.slots.slice(0, 10).map((s) => s.time)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
    ]);
  });

  it('checks in the spec order and builds one bulk request on the salon clock', () => {
    let draft: WeekDraft = initialWeekDraft(NOW, DUBAI);
    expect(validateWeek(draft, NOW, DUBAI)).toEqual({ ok: false, message: m.weekNoServices });

    for (const date of ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-24', '2026-11-25']) {
      draft = weekReducer(draft, { type: 'setDay', date, included: false });
    }
    expect(validateWeek(draft, NOW, DUBAI)).toEqual({ ok: false, message: m.weekNoSlots });

    draft = weekReducer(draft, { type: 'setDay', date: '2026-11-19', included: true });
    draft = weekReducer(draft, { type: 'setServiceForAll', serviceId: uuid(1), on: true });
    draft = weekReducer(draft, { type: 'setServiceForAll', serviceId: uuid(2), on: true });
    draft = weekReducer(draft, { type: 'toggleSlot', key: '2026-11-19T18:00' });
    expect(servicesOnEverySlot(draft)).toEqual(new Set([uuid(1), uuid(2)]));
    // Unticking one service on one slot takes it off "every slot".
    const oneOff = weekReducer(draft, { type: 'toggleService', key: '2026-11-19T09:00', serviceId: uuid(2) });
    expect(servicesOnEverySlot(oneOff)).toEqual(new Set([uuid(1)]));
    const result = validateWeek(draft, NOW, DUBAI);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input.slots).toHaveLength(9);
    expect(result.input.slots[0]).toEqual({
      starttime: '2026-11-19T05:00:00.000Z',
      duration: 60,
      serviceIds: [uuid(1), uuid(2)],
    });
  });

  it('refuses a hand-added slot in the past and an unreadable date', () => {
    let draft = initialWeekDraft(NOW, DUBAI);
    draft = weekReducer(draft, { type: 'setServiceForAll', serviceId: uuid(1), on: true });
    const withPast = weekReducer(draft, { type: 'addSlot', date: '2026-11-18', time: '09:00', serviceIds: [uuid(1)] });
    expect(withPast.slots).toHaveLength(61);
    expect(withPast.slots[0]!.date).toBe('2026-11-18');
    expect(validateWeek(withPast, NOW, DUBAI)).toEqual({ ok: false, message: m.weekPast });

    const withBadDate = weekReducer(draft, {
      type: 'addSlot',
      date: '2026-02-31',
      time: '09:00',
      serviceIds: [uuid(1)],
    });
    expect(validateWeek(withBadDate, NOW, DUBAI)).toEqual({ ok: false, message: m.weekInvalidDate });

    const removed = weekReducer(withPast, { type: 'removeSlot', key: 'custom-2026-11-18T09:00' });
    expect(removed.slots).toHaveLength(60);
    expect(validateWeek(removed, NOW, DUBAI).ok).toBe(true);
  });

  it('passes the duration through the shared schema', () => {
    let draft = initialWeekDraft(NOW, DUBAI);
    draft = weekReducer(draft, { type: 'setServiceForAll', serviceId: uuid(1), on: true });
    expect(validateWeek(weekReducer(draft, { type: 'duration', value: '' }), NOW, DUBAI)).toEqual({
      ok: false,
      message: m.durationRequired,
    });
    expect(validateWeek(weekReducer(draft, { type: 'duration', value: '0' }), NOW, DUBAI)).toEqual({
      ok: false,
      message: m.durationMin,
    });
  });
});
