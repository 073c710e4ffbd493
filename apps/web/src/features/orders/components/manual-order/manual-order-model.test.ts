import { OVERVIEW_MESSAGES as m, type TAppointment } from '@salon/shared';
import { describe, expect, it } from 'vitest';
import { inBrowserTimeZone } from '@/test/browser-time-zone';
import {
  type ChosenService,
  coverage,
  customerReady,
  DEFAULT_DURATION,
  INITIAL_STATE,
  isComplete,
  manualOrderReducer,
  missingAppointments,
  orderRequest,
  orderTotal,
} from './manual-order-model';
import {
  availableSlots,
  defaultStartTime,
  draftAppointment,
  sequentialAppointments,
  slotSelection,
  timeOptions,
} from './manual-order-schedule';

const TZ = 'Asia/Dubai';
const DAY = '2025-06-10';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const manicure: ChosenService = { serviceId: uuid(1), serviceName: 'Gel Manicure', price: 135 };
const pedicure: ChosenService = { serviceId: uuid(2), serviceName: 'Spa Pedicure', price: 180 };
const aisha = { _id: uuid(11), name: 'Aisha' };
const elena = { _id: uuid(12), name: 'Elena' };
// 07:30 in Dubai on the day: 09:00 is still ahead.
const EARLY = new Date('2025-06-10T03:30:00.000Z');
// 14:20 in Dubai: 09:00 has passed.
const AFTERNOON = new Date('2025-06-10T10:20:00.000Z');

function slot(n: number, therapist: { _id: string; name: string }, starttime: string, reserved = false): TAppointment {
  return {
    _id: uuid(100 + n),
    serviceId: { _id: manicure.serviceId, name: manicure.serviceName, imageUrl: null, price: 150 },
    therapistId: { ...therapist, imageUrl: null },
    starttime,
    endtime: new Date(Date.parse(starttime) + 3_600_000).toISOString(),
    duration: 60,
    reserved,
    userId: null,
  };
}

describe('manual order rules', () => {
  inBrowserTimeZone('America/Los_Angeles');

  it('defaults to 09:00, or the next full hour once 09:00 has passed, on the salon clock', () => {
    expect(defaultStartTime(DAY, EARLY, TZ)).toBe('09:00');
    expect(defaultStartTime(DAY, AFTERNOON, TZ)).toBe('15:00');
    expect(defaultStartTime('2025-06-11', AFTERNOON, TZ)).toBe('09:00');
    // 23:10 in Dubai: no full hour left today.
    expect(defaultStartTime(DAY, new Date('2025-06-10T19:10:00.000Z'), TZ)).toBeNull();
  });

  it('offers only quarter hours still ahead, labelled in 12-hour form', () => {
    const options = timeOptions(DAY, AFTERNOON, TZ);
    expect(options[0]).toEqual({ value: '14:30', label: '02:30 PM' });
    expect(options.at(-1)).toEqual({ value: '23:45', label: '11:45 PM' });
    expect(timeOptions('2025-06-11', AFTERNOON, TZ)[0]).toEqual({ value: '00:00', label: '12:00 AM' });
  });

  it('creates sequential appointments back to back from the start time', () => {
    const result = sequentialAppointments(
      [
        { service: manicure, therapist: aisha, duration: 90 },
        { service: pedicure, therapist: elena, duration: DEFAULT_DURATION },
        { service: manicure, therapist: aisha, duration: 30 },
      ],
      '09:00',
      { dayKey: DAY, now: EARLY, timeZone: TZ, busy: [] },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.selections.map((s) => [s.serviceName, s.starttime, s.duration])).toEqual([
      ['Gel Manicure', '2025-06-10T05:00:00.000Z', 90], // 09:00 Dubai
      ['Spa Pedicure', '2025-06-10T06:30:00.000Z', 60], // 10:30
      ['Gel Manicure', '2025-06-10T07:30:00.000Z', 30], // 11:30
    ]);
    expect(result.selections.every((s) => s.kind === 'draft')).toBe(true);
  });

  it('refuses sequential creation without a therapist, in the past, or on a therapist already taken', () => {
    const context = { dayKey: DAY, now: EARLY, timeZone: TZ, busy: [] };
    expect(
      sequentialAppointments(
        [
          { service: manicure, therapist: aisha, duration: 60 },
          { service: pedicure, therapist: undefined, duration: 60 },
        ],
        '09:00',
        context,
      ),
    ).toEqual({ ok: false, message: 'Missing required fields for Spa Pedicure. Please select a therapist.' });
    expect(sequentialAppointments([], '09:00', context)).toEqual({ ok: false, message: m.allCovered });
    expect(
      sequentialAppointments([{ service: manicure, therapist: aisha, duration: 60 }], '09:00', {
        ...context,
        now: AFTERNOON,
      }),
    ).toEqual({ ok: false, message: m.appointmentInPast });
    const busy = [{ therapistId: aisha._id, startMs: Date.parse('2025-06-10T05:30:00Z'), endMs: Infinity }];
    expect(
      sequentialAppointments([{ service: manicure, therapist: aisha, duration: 60 }], '09:00', { ...context, busy }),
    ).toEqual({ ok: false, message: m.therapistBusy('Aisha') });
  });

  it('validates one drafted appointment', () => {
    const context = { dayKey: DAY, now: AFTERNOON, timeZone: TZ, busy: [] };
    const base = { service: manicure, therapist: aisha, time: '15:00', duration: 60 };
    expect(draftAppointment({ ...base, therapist: undefined }, context)).toEqual({
      ok: false,
      message: m.selectTherapist,
    });
    expect(draftAppointment({ ...base, time: '14:00' }, context)).toEqual({ ok: false, message: m.appointmentInPast });
    const ok = draftAppointment(base, context);
    expect(ok.ok && ok.selections[0]!.starttime).toBe('2025-06-10T11:00:00.000Z');
    // Back to back with a booking is fine; overlapping it is not.
    const booked = [
      {
        therapistId: aisha._id,
        startMs: Date.parse('2025-06-10T10:00:00Z'),
        endMs: Date.parse('2025-06-10T11:00:00Z'),
      },
    ];
    expect(draftAppointment(base, { ...context, busy: booked }).ok).toBe(true);
    expect(draftAppointment({ ...base, time: '14:30' }, { ...context, busy: booked })).toEqual({
      ok: false,
      message: m.therapistBusy('Aisha'),
    });
  });

  it('counts coverage per service and allows Continue only when every service is covered', () => {
    let state = manualOrderReducer(INITIAL_STATE, { type: 'addService', service: manicure });
    state = manualOrderReducer(state, { type: 'addService', service: pedicure });
    state = manualOrderReducer(state, { type: 'addService', service: manicure });
    expect(coverage(state).map((c) => [c.serviceName, c.available, c.required])).toEqual([
      ['Gel Manicure', 0, 2],
      ['Spa Pedicure', 0, 1],
    ]);
    expect(isComplete(coverage(state))).toBe(false);
    expect(missingAppointments(coverage(state)).map((s) => s.serviceName)).toEqual([
      'Gel Manicure',
      'Gel Manicure',
      'Spa Pedicure',
    ]);

    const picked = slotSelection(slot(1, aisha, '2025-06-10T06:00:00.000Z'), manicure);
    state = manualOrderReducer(state, { type: 'select', selections: [picked] });
    state = manualOrderReducer(state, { type: 'select', selections: [picked] }); // twice is once
    expect(coverage(state)[0]).toMatchObject({ available: 1, required: 2 });

    const seq = sequentialAppointments(
      missingAppointments(coverage(state)).map((service) => ({ service, therapist: elena, duration: 60 })),
      '09:00',
      { dayKey: DAY, now: EARLY, timeZone: TZ, busy: [] },
    );
    if (!seq.ok) throw new Error(seq.message);
    state = manualOrderReducer(state, { type: 'select', selections: seq.selections });
    expect(isComplete(coverage(state))).toBe(true);

    // Removing the last requirement of a service drops its selections too.
    state = manualOrderReducer(state, { type: 'removeService', serviceId: pedicure.serviceId });
    expect(state.selections.some((s) => s.serviceId === pedicure.serviceId)).toBe(false);
    expect(isComplete([])).toBe(false);
  });

  it('offers only free future slots of the day whose therapist is not taken', () => {
    const slots = [
      slot(1, aisha, '2025-06-10T06:00:00.000Z'), // 10:00 Dubai
      slot(2, aisha, '2025-06-10T05:00:00.000Z'), // 09:00
      slot(3, aisha, '2025-06-10T07:00:00.000Z', true), // reserved
      slot(4, aisha, '2025-06-10T20:30:00.000Z'), // 00:30 on the 11th
      slot(5, aisha, '2025-06-10T01:00:00.000Z'), // 05:00, already past
      slot(6, elena, '2025-06-10T08:00:00.000Z'), // 12:00, Elena busy
    ];
    const offered = availableSlots(slots, {
      dayKey: DAY,
      now: EARLY,
      timeZone: TZ,
      busy: [
        {
          therapistId: elena._id,
          startMs: Date.parse('2025-06-10T07:30:00Z'),
          endMs: Date.parse('2025-06-10T08:30:00Z'),
        },
      ],
      pickedIds: new Set([uuid(101)]),
    });
    expect(offered.map((s) => s._id)).toEqual([uuid(102)]);
  });

  it('books picked slots by id and drafted ones as drafts, in one request', () => {
    const picked = slotSelection(slot(1, aisha, '2025-06-10T06:00:00.000Z'), manicure);
    const drafted = draftAppointment(
      { service: pedicure, therapist: elena, time: '11:00', duration: 90 },
      { dayKey: DAY, now: EARLY, timeZone: TZ, busy: [] },
    );
    if (!drafted.ok) throw new Error(drafted.message);
    const selections = [picked, ...drafted.selections];
    expect(orderTotal(selections)).toBe(315);
    expect(customerReady({ name: ' ', phone: '050' })).toBe(false);
    expect(orderRequest(selections, DAY, { name: ' Mariam ', phone: '0501234567', customerId: uuid(50) })).toEqual({
      status: 'pending',
      date: DAY,
      user: { name: 'Mariam', phone: '0501234567', _id: uuid(50) },
      orderItems: [
        { AppointmentId: uuid(101) },
        {
          draft: {
            serviceId: pedicure.serviceId,
            therapistId: elena._id,
            starttime: '2025-06-10T07:00:00.000Z',
            duration: 90,
          },
        },
      ],
    });
    expect(orderRequest(selections, DAY, { name: 'Walk-in', phone: '0509999999' }).user).toEqual({
      name: 'Walk-in',
      phone: '0509999999',
    }); // A new walk-in's typed e-mail goes with the order; a chosen customer is named by id alone.
    const walkIn = { name: 'Walk-in', phone: '0509999999', email: ' noor@example.test ' };
    expect(orderRequest(selections, DAY, walkIn).user).toEqual({
      name: 'Walk-in',
      phone: '0509999999',
      email: 'noor@example.test',
    });
    expect(orderRequest(selections, DAY, { ...walkIn, customerId: uuid(50) }).user).not.toHaveProperty('email');
  });
});
