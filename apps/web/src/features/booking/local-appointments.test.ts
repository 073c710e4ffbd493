import { ANY_THERAPIST } from '@salon/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceDetail, slot, THERAPISTS } from '@/test/catalog-fixtures';
import { orderItemOf } from './basket-item';
import { BOOKED_APPOINTMENTS_CHANGED, countBookedAppointments } from './booked-appointments-store';
import { anyTimeKey } from './booking-wizard';
import {
  addLocalAppointment,
  hasLocalAppointment,
  localAppointmentFromSlot,
  parseLocalAppointments,
  readLocalAppointments,
  removeLocalAppointments,
} from './local-appointments';

const entry = (appointmentId: string) => ({
  appointmentId,
  item: { slotId: appointmentId },
  serviceName: 'Gel Manicure',
  therapistName: 'Aisha Rahman',
  date: '2030-01-15',
  time: '09:00 AM',
  duration: 45,
  status: 'pending',
  bookedAt: '2030-01-01T08:00:00.000Z',
});

describe('local appointment list', () => {
  afterEach(() => localStorage.clear());

  it('reads anything that is not a JSON array as empty, and fills in the spec defaults', () => {
    expect(parseLocalAppointments(null)).toEqual([]);
    expect(parseLocalAppointments('not json')).toEqual([]);
    expect(parseLocalAppointments('{"a":1}')).toEqual([]);
    expect(parseLocalAppointments(JSON.stringify([{ appointmentId: 'a1' }, 'junk', { serviceName: 'no id' }]))).toEqual(
      [
        {
          appointmentId: 'a1',
          item: { slotId: 'a1' },
          serviceName: 'Unknown Service',
          therapistName: 'Unknown Therapist',
          date: '',
          time: '',
          duration: null,
          status: 'pending',
          bookedAt: '',
        },
      ],
    );
  });

  it('falls back field by field on values of the wrong kind, keeping the entry', () => {
    const stored = [{ ...entry('a1'), serviceName: 7, duration: '45', price: 'free', serviceId: '', status: null }];
    expect(parseLocalAppointments(JSON.stringify(stored))).toEqual([
      { ...entry('a1'), serviceName: 'Unknown Service', duration: null, status: 'pending' },
    ]);
  });

  it('adds once per slot, removes by id, and tells the badge each time', () => {
    const changed = vi.fn();
    window.addEventListener(BOOKED_APPOINTMENTS_CHANGED, changed);
    expect(addLocalAppointment(entry('a1'))).toBe(true);
    expect(addLocalAppointment(entry('a2'))).toBe(true);
    expect(addLocalAppointment(entry('a1'))).toBe(false);
    expect(countBookedAppointments()).toBe(2);
    expect(hasLocalAppointment('a2')).toBe(true);

    removeLocalAppointments(['a1', 'nope']);
    expect(readLocalAppointments().map((e) => e.appointmentId)).toEqual(['a2']);
    removeLocalAppointments(['nope']);
    expect(changed).toHaveBeenCalledTimes(3);
    window.removeEventListener(BOOKED_APPOINTMENTS_CHANGED, changed);
  });

  it('keeps the same array until the stored text changes (for useSyncExternalStore)', () => {
    localStorage.setItem('bookedAppointments', JSON.stringify([entry('a1')]));
    const first = readLocalAppointments();
    expect(readLocalAppointments()).toBe(first);
    localStorage.setItem('bookedAppointments', JSON.stringify([entry('a2')]));
    expect(readLocalAppointments()).not.toBe(first);
  });

  it('builds the entry for a chosen slot on the salon calendar and clock', () => {
    const chosen = slot(THERAPISTS.elena, '2030-01-14T20:30:00Z', { duration: 90 });
    const made = localAppointmentFromSlot(
      serviceDetail([chosen]),
      chosen,
      'Asia/Dubai',
      new Date('2030-01-01T10:00:00Z'),
    );
    expect(made).toEqual({
      appointmentId: chosen._id,
      item: { slotId: chosen._id },
      serviceName: 'Gel Manicure',
      therapistName: 'Elena Petrova',
      date: '2030-01-15',
      time: '12:30 AM',
      duration: 90,
      status: 'pending',
      bookedAt: '2030-01-01T10:00:00.000Z',
      serviceId: serviceDetail([])._id,
      starttime: '2030-01-14T20:30:00.000Z',
      price: 135,
    });
  });

  it('keeps a time chosen for any therapist as the service and time, to be sent as an "any" item', () => {
    // As the wizard's times for any therapist carry it: a slot standing for its start, under the time's key.
    const chosen = { ...slot(THERAPISTS.aisha, '2030-01-15T06:00:00Z'), _id: anyTimeKey('2030-01-15T06:00:00Z') };
    const service = serviceDetail([]);
    const made = localAppointmentFromSlot(service, chosen, 'Asia/Dubai', new Date('2030-01-01T10:00:00Z'));
    expect(made).toMatchObject({ therapistName: 'Any therapist', time: '10:00 AM', date: '2030-01-15' });
    expect(made.item).toEqual({ serviceId: service._id, therapist: ANY_THERAPIST, start: '2030-01-15T06:00:00.000Z' });
    // It survives being stored and read back, as My Appointments reads it: stored as what it books.
    addLocalAppointment(made);
    expect(readLocalAppointments()).toEqual([made]);
    const [stored] = JSON.parse(localStorage.getItem('bookedAppointments') ?? '[]');
    expect(stored).toMatchObject({ therapist: ANY_THERAPIST, serviceId: service._id, starttime: made.starttime });
    expect(stored).not.toHaveProperty('appointmentId');
    expect(orderItemOf(made.item)).toEqual({
      serviceId: service._id,
      starttime: '2030-01-15T06:00:00.000Z',
      therapistId: ANY_THERAPIST,
    });
  });

  it('reads a basket kept before, whose "any therapist" entry is one string, and stores it anew once', () => {
    const older = {
      ...entry('any@2030-01-15T06:00:00.000Z/svc-1'),
      item: undefined,
      therapistName: 'Any therapist',
      serviceId: 'svc-1',
      starttime: '2030-01-15T06:00:00.000Z',
    };
    localStorage.setItem('bookedAppointments', JSON.stringify([entry('a1'), older, 'junk']));
    const [slotEntry, anyEntry] = readLocalAppointments();
    expect(slotEntry?.item).toEqual({ slotId: 'a1' });
    expect(anyEntry?.item).toEqual({ serviceId: 'svc-1', therapist: ANY_THERAPIST, start: '2030-01-15T06:00:00.000Z' });
    // The same order item as the older basket sent, and the same entry in the list (so the same card).
    expect(orderItemOf(anyEntry!.item)).toEqual({
      serviceId: 'svc-1',
      starttime: '2030-01-15T06:00:00.000Z',
      therapistId: ANY_THERAPIST,
    });
    expect(anyEntry?.appointmentId).toBe(older.appointmentId);
    // Stored anew once, entry for entry (what it cannot read left as it was, so the badge counts the same).
    const rewritten = JSON.parse(localStorage.getItem('bookedAppointments') ?? '[]');
    expect(rewritten).toHaveLength(3);
    expect(rewritten[0]).toEqual(entry('a1'));
    expect(rewritten[1]).toMatchObject({ therapist: ANY_THERAPIST, serviceId: 'svc-1' });
    expect(rewritten[1]).not.toHaveProperty('appointmentId');
    expect(rewritten[2]).toBe('junk');
    expect(countBookedAppointments()).toBe(3);
    // Read the new way from then on: the same list.
    expect(parseLocalAppointments(localStorage.getItem('bookedAppointments'))).toEqual([slotEntry, anyEntry]);
  });
});
