import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { slot, THERAPISTS } from '@/test/catalog-fixtures';
import {
  appointmentFieldsProblem,
  appointmentToFields,
  failureReason,
  fieldsToInstant,
  pickService,
} from './order-detail-forms';

const REQUIRED = 'Please fill in date, time, and therapist';
const NOW = Date.parse('2026-11-24T06:00:00.000Z'); // 10:00 in Dubai

describe('order detail forms', () => {
  it('fills the appointment edit with its day and time on the salon clock', () => {
    expect(appointmentToFields(slot(THERAPISTS.elena, '2026-11-24T21:30:00.000Z'))).toEqual({
      date: '2026-11-25',
      time: '01:30',
      therapistId: THERAPISTS.elena._id,
    });
  });

  it('requires date, time and therapist, and a moment ahead', () => {
    const fields = { date: '2026-11-24', time: '11:00', therapistId: THERAPISTS.aisha._id };
    expect(appointmentFieldsProblem(fields, REQUIRED, NOW)).toBeNull();
    expect(appointmentFieldsProblem({ ...fields, date: '' }, REQUIRED, NOW)).toBe(REQUIRED);
    expect(appointmentFieldsProblem({ ...fields, time: '' }, REQUIRED, NOW)).toBe(REQUIRED);
    expect(appointmentFieldsProblem({ ...fields, therapistId: '' }, 'Please fill in all fields', NOW)).toBe(
      'Please fill in all fields',
    );
    expect(appointmentFieldsProblem({ ...fields, time: '09:30' }, REQUIRED, NOW)).toBe(
      'Cannot select a date and time in the past.',
    );
    expect(fieldsToInstant(fields)).toBe('2026-11-24T07:00:00.000Z');
  });

  it('refuses the same service twice', () => {
    const first = pickService([], { _id: 's1', name: 'Gel Manicure', price: 135 });
    expect(first.error).toBeNull();
    expect(first.picked).toEqual([{ serviceId: 's1', name: 'Gel Manicure', price: 135 }]);
    const again = pickService(first.picked, { _id: 's1', name: 'Gel Manicure', price: 135 });
    expect(again.error).toBe('This service is already selected');
    expect(again.picked).toHaveLength(1);
  });

  it("keeps the server's reason only for refusals the admin can act on", () => {
    expect(failureReason(new ApiError(409, 'The therapist is already booked'))).toBe('The therapist is already booked');
    expect(failureReason(new ApiError(500, 'boom'))).toBeNull();
    expect(failureReason(new ApiError(409, 'Request failed with status 409', undefined, false))).toBeNull();
    expect(failureReason(new TypeError('Failed to fetch'))).toBeNull();
  });
});
