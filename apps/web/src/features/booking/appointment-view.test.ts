import type { TCustomerAppointment } from '@salon/shared';
import { describe, expect, it } from 'vitest';
import { customerAppointment } from '@/test/appointment-fixtures';
import {
  bookedAppointmentView,
  canCancelBooked,
  formatDuration,
  localAppointmentView,
  mustCallToCancel,
  sortAppointments,
} from './appointment-view';
import { basketItemKey } from './basket-item';
import { bookingText as t } from './booking-messages';

const booked = (overrides: Partial<TCustomerAppointment> = {}): TCustomerAppointment =>
  customerAppointment({
    date: '2030-01-14T20:30:00.000Z',
    endtime: '2030-01-14T22:30:00.000Z',
    duration: 120,
    ...overrides,
  });

describe('appointment cards', () => {
  it('shows 60 minutes or more as hours and minutes', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 hour');
    expect(formatDuration(90)).toBe('1 hour 30 min');
    expect(formatDuration(120)).toBe('2 hours');
    expect(formatDuration(135)).toBe('2 hours 15 min');
  });

  it('shows a booked appointment in salon time, booked-on date and order reference', () => {
    // 20:30 UTC is 00:30 the next day in Dubai; 21:00 UTC on Jan 1 is already Jan 2 there.
    expect(bookedAppointmentView(booked())).toMatchObject({
      kind: 'booked',
      date: 'Tue, Jan 15, 2030',
      time: '12:30 AM',
      duration: '2 hours',
      bookedOn: 'Wed, Jan 2, 2030',
      orderRef: 'ABCDEF12',
      price: 450,
    });
  });

  it('shows what really happened to a booked appointment', () => {
    const now = Date.parse('2030-01-20T00:00:00Z');
    const status = (overrides: Partial<TCustomerAppointment>, at = now) =>
      bookedAppointmentView(booked(overrides), undefined, at).status;
    expect(status({}, Date.parse('2030-01-10T00:00:00Z'))).toBe('upcoming');
    expect(status({})).toBe('completed');
    expect(status({ outcome: 'no-show', status: 'completed' })).toBe('no-show');
    expect(status({ outcome: 'completed', status: 'cancelled' })).toBe('cancelled');
  });

  it('shows a local entry from its start when it has one, else from its salon date and time', () => {
    const base = {
      appointmentId: 'a1',
      item: { slotId: 'a1' },
      serviceName: 'Gel Manicure',
      therapistName: 'Aisha Rahman',
      date: '2030-01-16',
      time: '10:00 AM',
      duration: 45,
      status: 'pending',
      bookedAt: 'not a date',
    };
    expect(localAppointmentView(base)).toMatchObject({
      date: 'Wed, Jan 16, 2030',
      time: '10:00 AM',
      duration: '45 min',
      bookedOn: null,
      orderRef: null,
      startsAt: null,
    });
    expect(localAppointmentView({ ...base, starttime: '2030-01-14T20:30:00.000Z' })).toMatchObject({
      date: 'Tue, Jan 15, 2030',
      time: '12:30 AM',
    });
    expect(localAppointmentView({ ...base, date: 'someday', time: '' })).toMatchObject({ date: 'someday' });
  });

  it("names a kept entry's service and 'any therapist' as the page's language does now", () => {
    const item = { serviceId: 'svc-1', therapist: 'any', start: '2030-01-16T06:00:00.000Z' } as const;
    const chosen = {
      appointmentId: basketItemKey(item),
      item,
      serviceId: 'svc-1',
      serviceName: 'مانيكير جل',
      therapistName: 'أي أخصائية متاحة',
      date: '2030-01-16',
      time: '10:00 AM',
      duration: 45,
      status: 'pending',
      bookedAt: '2030-01-10T08:00:00.000Z',
    };
    // Chosen on the Arabic site, shown on the English one: today's catalogue name, this build's words.
    expect(localAppointmentView(chosen, undefined, new Map([['svc-1', 'Gel Manicure']]))).toMatchObject({
      serviceName: 'Gel Manicure',
      therapistName: t.anyTherapist(),
    });
    // Before the catalogue has answered, the name it was chosen under.
    expect(localAppointmentView(chosen).serviceName).toBe('مانيكير جل');
    // A named therapist stays as chosen.
    expect(
      localAppointmentView({ ...chosen, appointmentId: 'slot-1', item: { slotId: 'slot-1' }, therapistName: 'Aisha' })
        .therapistName,
    ).toBe('Aisha');
  });

  it('puts upcoming first (soonest first), then past ones (latest first), then undated', () => {
    const now = Date.parse('2030-01-10T00:00:00Z');
    const at = (id: string, date: string) => bookedAppointmentView(booked({ appointmentId: id, date }));
    const undated = { ...at('u', '2030-01-01T00:00:00Z'), startsAt: null };
    const sorted = sortAppointments(
      [
        at('past-early', '2030-01-01T00:00:00Z'),
        undated,
        at('later', '2030-01-20T00:00:00Z'),
        at('past-late', '2030-01-05T00:00:00Z'),
        at('soon', '2030-01-11T00:00:00Z'),
      ],
      now,
    );
    expect(sorted.map((view) => view.appointmentId)).toEqual(['soon', 'later', 'past-late', 'past-early', 'u']);
  });

  it('offers cancelling only for bookings still ahead and not cancelled or completed', () => {
    const now = Date.parse('2030-01-10T00:00:00Z');
    expect(canCancelBooked(bookedAppointmentView(booked()), now)).toBe(true);
    // Inside the 24 hours' notice no cancel is offered: the card says to call instead.
    expect(canCancelBooked(bookedAppointmentView(booked({ cancellable: false })), now)).toBe(false);
    expect(mustCallToCancel(bookedAppointmentView(booked({ cancellable: false })), now)).toBe(true);
    expect(mustCallToCancel(bookedAppointmentView(booked()), now)).toBe(false);
    expect(mustCallToCancel(bookedAppointmentView(booked({ cancellable: false, status: 'cancelled' })), now)).toBe(
      false,
    );
    expect(canCancelBooked(bookedAppointmentView(booked({ status: 'cancelled' })), now)).toBe(false);
    expect(canCancelBooked(bookedAppointmentView(booked({ status: 'completed' })), now)).toBe(false);
    expect(canCancelBooked(bookedAppointmentView(booked({ date: '2030-01-01T00:00:00Z' })), now)).toBe(false);
  });
});
