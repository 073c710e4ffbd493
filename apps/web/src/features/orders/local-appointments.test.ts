import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceDetail, slot, THERAPISTS } from '../../test/catalog-fixtures';
import { BOOKED_APPOINTMENTS_CHANGED, countBookedAppointments } from './booked-appointments-store';
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
});
