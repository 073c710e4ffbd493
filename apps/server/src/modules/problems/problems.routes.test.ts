import { MESSAGES } from '@salon/shared';
import { describe, expect, it } from 'vitest';
import { databaseKinds, useTestApp } from '../../../test/helpers/test-app';
import { adminHeaders, bearer, registerAndLogin } from '../../../test/helpers/users';

const message = {
  title: 'Booking question',
  description: 'Can I bring my daughter along?',
  email: 'mona@example.com',
  phone: '0501234567',
};

describe.each(databaseKinds)('problems and the contact form on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('takes a contact message from anyone, always as open, and validates with the spec messages', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/problems',
      payload: { ...message, status: 'closed' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...message, status: 'open' });
    for (const [change, text] of [
      [{ title: 'x' }, MESSAGES.contact.titleMin],
      [{ description: 'short' }, MESSAGES.contact.descriptionMin],
      [{ email: 'nope' }, MESSAGES.contact.emailInvalid],
      [{ phone: '123' }, MESSAGES.contact.phoneMin],
      [{ phone: '1234567890123456' }, MESSAGES.contact.phoneMax],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/problems',
        payload: { ...message, ...change },
        remoteAddress: '192.0.2.50',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(text);
    }
  });

  it('throttles bursts from one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push(
        (await ctx.app.inject({ method: 'POST', url: '/api/problems', payload: message, remoteAddress: '192.0.2.77' }))
          .statusCode,
      );
    }
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('keeps reading and changing problems to admins', async () => {
    const admin = await adminHeaders(ctx.app);
    const customer = await registerAndLogin(ctx.app);
    const created = (await ctx.app.inject({ method: 'POST', url: '/api/problems', payload: message })).json();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/problems' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/problems', headers: bearer(customer.token) })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/problems', headers: admin })).json()).toHaveLength(1);
    const resolved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/problems/${created._id}`,
      headers: admin,
      payload: { ...message, status: 'resolved' },
    });
    expect(resolved.json().status).toBe('resolved');
    const badStatus = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/problems/${created._id}`,
      headers: admin,
      payload: { ...message, status: 'done' },
    });
    expect(badStatus.json().message).toBe('Invalid status');
    const staffFiled = await ctx.app.inject({
      method: 'POST',
      url: '/api/problems',
      headers: admin,
      payload: { ...message, status: 'in-progress' },
    });
    expect(staffFiled.json().status).toBe('in-progress');
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/problems/${created._id}`, headers: admin })).statusCode,
    ).toBe(204);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/problems/${created._id}`, headers: admin })).statusCode,
    ).toBe(404);
  });
});
