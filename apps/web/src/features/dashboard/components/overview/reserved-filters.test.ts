import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from './calendar-model';
import { EMPTY_RESERVED_FILTERS, filterOptions, filterReserved } from './reserved-filters';

const TZ = 'Asia/Dubai';
const NOW = Date.parse('2025-06-10T08:00:00.000Z'); // 12:00 in Dubai

function entry(key: string, starttime: string, overrides: Partial<CalendarEntry> = {}): CalendarEntry {
  const startMs = Date.parse(starttime);
  return {
    key,
    orderId: `order-${key}`,
    orderStatus: 'pending',
    appointmentId: `appointment-${key}`,
    reserved: true,
    dateKey: new Date(startMs + 4 * 3_600_000).toISOString().slice(0, 10),
    starttime,
    endtime: new Date(startMs + 3_600_000).toISOString(),
    startMs,
    endMs: startMs + 3_600_000,
    duration: 60,
    serviceId: 'manicure',
    serviceName: 'Gel Manicure',
    therapistId: 'aisha',
    therapistName: 'Aisha',
    customerName: 'Mariam Haddad',
    customerPhone: '+971 50 123 4567',
    price: 135,
    ...overrides,
  };
}

const ENTRIES = [
  entry('past', '2025-06-09T06:00:00.000Z'),
  entry('now', '2025-06-10T07:30:00.000Z'), // started, not ended
  entry('free', '2025-06-10T10:00:00.000Z', { reserved: false }),
  entry('elena', '2025-06-11T06:00:00.000Z', {
    therapistId: 'elena',
    therapistName: 'Elena',
    serviceId: 'pedicure',
    serviceName: 'Spa Pedicure',
    customerName: 'Noor Saleh',
    customerPhone: '0509876543',
  }),
  entry('late', '2025-06-10T20:30:00.000Z'), // 00:30 on 11 June in Dubai
];

const run = (filters: Partial<typeof EMPTY_RESERVED_FILTERS>) =>
  filterReserved(ENTRIES, { ...EMPTY_RESERVED_FILTERS, ...filters }, { now: NOW, timeZone: TZ }).map((e) => e.key);

describe('reserved appointments filters', () => {
  it('lists only reserved appointments, upcoming by default', () => {
    expect(run({})).toEqual(['now', 'elena', 'late']);
    expect(run({ when: 'all' })).toEqual(['past', 'now', 'elena', 'late']);
  });

  it('filters by therapist, service and customer name or phone', () => {
    expect(run({ therapistId: 'elena' })).toEqual(['elena']);
    expect(run({ serviceId: 'manicure' })).toEqual(['now', 'late']);
    expect(run({ customer: 'noor' })).toEqual(['elena']);
    expect(run({ customer: '987 65' })).toEqual(['elena']);
  });

  it('matches the date text on the salon calendar', () => {
    expect(run({ date: 'Jun 11' })).toEqual(['elena', 'late']);
    expect(run({ date: 'wednesday' })).toEqual(['elena', 'late']);
    expect(run({ date: '2025-06-10' })).toEqual(['now']);
    expect(run({ date: 'july' })).toEqual([]);
  });

  it('offers the therapists and services of reserved appointments as filter options', () => {
    expect(filterOptions(ENTRIES)).toEqual({
      therapists: [
        { id: 'aisha', name: 'Aisha' },
        { id: 'elena', name: 'Elena' },
      ],
      services: [
        { id: 'manicure', name: 'Gel Manicure' },
        { id: 'pedicure', name: 'Spa Pedicure' },
      ],
    });
  });
});
