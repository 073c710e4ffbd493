import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { therapistText as t } from './therapist-admin-messages';
import { therapistDeleteErrorMessage } from './therapist-delete-error';

const priya = { name: 'Priya Nair', appointmentCount: 3 };

describe('therapist delete failures (admin spec §8)', () => {
  it('names the therapist and the count for a 400 about appointments', () => {
    const error = new ApiError(
      400,
      'Cannot delete therapist Priya Nair because they have 12 existing appointment(s). Please remove all appointments first.',
    );
    expect(therapistDeleteErrorMessage(error, priya)).toBe(
      'Cannot delete therapist Priya Nair because they have 12 existing appointment(s). Please remove all appointments first.',
    );
    // Without a number in the answer the list's count is used.
    expect(therapistDeleteErrorMessage(new ApiError(400, 'Has appointments'), priya)).toBe(
      t.therapistDeleteHasAppointments({ name: 'Priya Nair', count: 3 }),
    );
  });

  it('uses the server message for another 400, else the constraint text', () => {
    expect(therapistDeleteErrorMessage(new ApiError(400, 'Still on a rota'), priya)).toBe('Still on a rota');
    expect(therapistDeleteErrorMessage(new ApiError(400, 'Request failed with status 400'), priya)).toBe(
      t.therapistDeleteConstraint(),
    );
  });

  it('says a 404 therapist is gone and anything else to try later', () => {
    expect(therapistDeleteErrorMessage(new ApiError(404, 'Therapist not found'), priya)).toBe(
      'Therapist not found. It may have been already deleted.',
    );
    expect(therapistDeleteErrorMessage(new ApiError(500, 'boom'), priya)).toBe(
      'Failed to delete therapist. Please try again later.',
    );
    expect(therapistDeleteErrorMessage(new TypeError('Failed to fetch'), priya)).toBe(t.therapistDeleteFailed());
  });
});
