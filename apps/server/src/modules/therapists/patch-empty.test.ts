import { createTherapist } from '@test/helpers/catalog';
import { useTestApp } from '@test/helpers/test-app';
import { adminHeaders } from '@test/helpers/users';
import { describe, expect, it } from 'vitest';

describe('an empty therapist edit', () => {
  const ctx = useTestApp('pglite');
  it('changes nothing and answers the therapist', async () => {
    const admin = await adminHeaders(ctx.app);
    const therapist = await createTherapist(ctx.app, admin);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/therapists/${therapist._id}`,
      headers: admin,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe(therapist.name);
  });
});
