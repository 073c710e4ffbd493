import { ANY_THERAPIST } from '@salon/shared';
import { describe, expect, it } from 'vitest';
import { bookableSlots } from '@/features/catalog';
import { slot, THERAPISTS } from '@/test/catalog-fixtures';
import {
  anyTimeKey,
  EMPTY_SELECTION,
  isStillOffered,
  onePerStartTime,
  paramsWithSelection,
  selectionFromParams,
  wizardDates,
  wizardDepth,
  wizardReducer,
  wizardTherapists,
  wizardTimes,
} from './booking-wizard';

const DUBAI = 'Asia/Dubai';
const NOW = Date.parse('2026-11-20T06:00:00Z');

describe('booking wizard rules', () => {
  it('clears date and time when the therapist changes, and the time when the date changes', () => {
    let state = wizardReducer(EMPTY_SELECTION, { type: 'therapist', therapistId: 'a' });
    state = wizardReducer(state, { type: 'date', dateKey: '2026-11-23' });
    state = wizardReducer(state, { type: 'time', appointmentId: 'slot-1' });
    expect(state).toEqual({ therapistId: 'a', dateKey: '2026-11-23', appointmentId: 'slot-1' });

    // Choosing the same date again keeps the time; another date clears it.
    expect(wizardReducer(state, { type: 'date', dateKey: '2026-11-23' })).toBe(state);
    expect(wizardReducer(state, { type: 'date', dateKey: '2026-11-24' })).toEqual({
      therapistId: 'a',
      dateKey: '2026-11-24',
      appointmentId: null,
    });

    // The same therapist keeps everything; another one starts over.
    expect(wizardReducer(state, { type: 'therapist', therapistId: 'a' })).toBe(state);
    expect(wizardReducer(state, { type: 'therapist', therapistId: 'b' })).toEqual({
      therapistId: 'b',
      dateKey: null,
      appointmentId: null,
    });
  });

  it('offers only free slots that start after now, earliest first, and only therapists that have one', () => {
    const later = slot(THERAPISTS.aisha, '2026-11-23T08:00:00Z');
    const earlier = slot(THERAPISTS.aisha, '2026-11-23T06:00:00Z');
    const past = slot(THERAPISTS.elena, '2026-11-20T05:00:00Z');
    const reserved = slot(THERAPISTS.elena, '2026-11-23T06:00:00Z', { reserved: true });
    const slots = bookableSlots([later, past, reserved, earlier], NOW);
    expect(slots.map((s) => s._id)).toEqual([earlier._id, later._id]);
    expect(wizardTherapists(slots).map((t) => [t.name, t.slotCount])).toEqual([['Aisha Rahman', 2]]);
  });

  it('groups dates on the salon calendar: instants either side of Dubai midnight fall on different days', () => {
    // 19:30 UTC = 23:30 in Dubai on the 22nd; 20:30 UTC = 00:30 on the 23rd. In UTC both are the 22nd.
    const lateEvening = slot(THERAPISTS.aisha, '2026-11-22T19:30:00Z');
    const justAfterMidnight = slot(THERAPISTS.aisha, '2026-11-22T20:30:00Z');
    const nextMorning = slot(THERAPISTS.aisha, '2026-11-23T05:00:00Z');
    const otherTherapist = slot(THERAPISTS.elena, '2026-11-25T05:00:00Z');
    const slots = bookableSlots([nextMorning, justAfterMidnight, lateEvening, otherTherapist], NOW);

    expect(wizardDates(slots, THERAPISTS.aisha._id, DUBAI)).toEqual(['2026-11-22', '2026-11-23']);
    expect(wizardDates(slots, null, DUBAI)).toEqual([]);
    expect(wizardTimes(slots, THERAPISTS.aisha._id, '2026-11-23', DUBAI).map((s) => s._id)).toEqual([
      justAfterMidnight._id,
      nextMorning._id,
    ]);
    expect(wizardTimes(slots, THERAPISTS.aisha._id, null, DUBAI)).toEqual([]);
  });

  describe('any therapist', () => {
    // Aisha and Elena both free at 10:00 Dubai on the 23rd; only Elena at 11:00; only Aisha on the 24th.
    const aishaTen = slot(THERAPISTS.aisha, '2026-11-23T06:00:00Z');
    const elenaTen = slot(THERAPISTS.elena, '2026-11-23T06:00:00Z');
    const elenaEleven = slot(THERAPISTS.elena, '2026-11-23T07:00:00Z');
    const aishaNextDay = slot(THERAPISTS.aisha, '2026-11-24T06:00:00Z');
    const slots = bookableSlots([elenaEleven, aishaNextDay, elenaTen, aishaTen], NOW);

    it("offers the union of every therapist's dates, and one time per start, not one per therapist", () => {
      expect(wizardDates(slots, ANY_THERAPIST, DUBAI)).toEqual(['2026-11-23', '2026-11-24']);
      const times = wizardTimes(slots, ANY_THERAPIST, '2026-11-23', DUBAI);
      expect(times.map((t) => t.starttime)).toEqual(['2026-11-23T06:00:00Z', '2026-11-23T07:00:00Z']);
      expect(times.map((t) => t._id)).toEqual([anyTimeKey('2026-11-23T06:00:00Z'), anyTimeKey('2026-11-23T07:00:00Z')]);
      expect(onePerStartTime([])).toEqual([]);
    });

    it('keeps a chosen time while any therapist is still free then, and a named slot only while it is', () => {
      const key = anyTimeKey('2026-11-23T06:00:00Z');
      expect(isStillOffered([elenaTen], key)).toBe(true);
      expect(isStillOffered([elenaEleven, aishaNextDay], key)).toBe(false);
      expect(isStillOffered([elenaTen], aishaTen._id)).toBe(false);
      expect(isStillOffered([aishaTen], aishaTen._id)).toBe(true);
    });
  });
});

describe('the wizard in the address', () => {
  const params = (search: string) => new URLSearchParams(search);

  it('reads the choices in the order of the steps', () => {
    expect(selectionFromParams(params('therapist=a&date=2026-11-23&time=slot-1'))).toEqual({
      therapistId: 'a',
      dateKey: '2026-11-23',
      appointmentId: 'slot-1',
    });
    // A date without a therapist, a time without a date, or a date that is not one, count for nothing.
    expect(selectionFromParams(params('date=2026-11-23&time=slot-1'))).toEqual(EMPTY_SELECTION);
    expect(selectionFromParams(params('therapist=a&date=tomorrow&time=slot-1'))).toEqual({
      therapistId: 'a',
      dateKey: null,
      appointmentId: null,
    });
    expect(selectionFromParams(params('therapist=&date=&time='))).toEqual(EMPTY_SELECTION);
  });

  it('writes the choices and keeps the rest of the address', () => {
    const written = paramsWithSelection(params('lang=ar&therapist=a&date=2026-11-23&time=slot-1'), {
      therapistId: 'b',
      dateKey: null,
      appointmentId: null,
    });
    expect(written.toString()).toBe('lang=ar&therapist=b');
    const chosen = { therapistId: 'any', dateKey: '2026-11-23', appointmentId: anyTimeKey('2026-11-23T06:00:00Z') };
    expect(selectionFromParams(paramsWithSelection(params(''), chosen))).toEqual(chosen);
  });

  it('counts the steps done', () => {
    expect(wizardDepth(EMPTY_SELECTION)).toBe(0);
    expect(wizardDepth({ therapistId: 'a', dateKey: '2026-11-23', appointmentId: null })).toBe(2);
  });
});
