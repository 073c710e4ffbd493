import { MESSAGES, TOTAL_COUNT_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '@salon/shared';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { adminHeaders, bearer, registerAndLogin } from '@test/helpers/users';
import { describe, expect, it } from 'vitest';
import { problems } from '@/db/schema';

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

  /** Problems written straight to the table, each an hour newer than the one before. */
  async function seedProblems(rows: Partial<typeof problems.$inferInsert>[]) {
    const start = Date.now() - rows.length * 3600_000;
    const written = await ctx.database.db
      .insert(problems)
      .values(rows.map((row, index) => ({ ...message, ...row, createdAt: new Date(start + index * 3600_000) })))
      .returning({ id: problems.id, title: problems.title });
    return written;
  }

  async function list(query: string, headers: { authorization: string }) {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/problems${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return {
      titles: response.json().map((problem: { title: string }) => problem.title) as string[],
      total: Number(response.headers[TOTAL_COUNT_HEADER]),
      capped: response.headers[TOTAL_COUNT_CAPPED_HEADER],
    };
  }

  it('pages problems newest first and counts the matches in a header', async () => {
    const admin = await adminHeaders(ctx.app);
    await seedProblems(Array.from({ length: 55 }, (_, i) => ({ title: `Problem ${i}` })));
    const first = await list('', admin);
    expect(first).toMatchObject({ total: 55, capped: undefined });
    expect(first.titles).toHaveLength(50);
    expect(first.titles[0]).toBe('Problem 54');
    const second = await list('?page=2', admin);
    expect(second.titles).toEqual(['Problem 4', 'Problem 3', 'Problem 2', 'Problem 1', 'Problem 0']);
    expect((await list('?pageSize=3&page=3', admin)).titles).toEqual(['Problem 48', 'Problem 47', 'Problem 46']);
  });

  it('searches title, description, e-mail and phone, and filters by status (pending meaning open)', async () => {
    const admin = await adminHeaders(ctx.app);
    await seedProblems([
      { title: 'Parking at the mall', description: 'Where do I park for the spa?', status: 'open' },
      { title: 'Refund', description: 'I was charged twice for my facial', status: 'in-progress' },
      { title: 'Lost ring', description: 'Left a ring in room 3', email: 'dana@mail.test', status: 'resolved' },
      { title: 'Call me back', description: 'About a 50% discount', phone: '+971 55 765 4321', status: 'closed' },
    ]);
    const titles = async (query: string) => (await list(query, admin)).titles.sort();
    expect(await titles('?q=PARK')).toEqual(['Parking at the mall']);
    expect(await titles('?q=charged%20twice')).toEqual(['Refund']);
    expect(await titles('?q=dana@mail')).toEqual(['Lost ring']);
    expect(await titles('?q=557654321')).toEqual(['Call me back']);
    expect(await titles('?q=055%20765')).toEqual([]);
    expect(await titles('?q=55-765-43')).toEqual(['Call me back']);
    expect(await titles('?q=50%25')).toEqual(['Call me back']);
    expect(await titles('?status=open')).toEqual(['Parking at the mall']);
    expect(await titles('?status=pending')).toEqual(['Parking at the mall']);
    expect(await titles('?status=resolved')).toEqual(['Lost ring']);
    expect(await titles('?status=')).toHaveLength(4);
    const both = await list('?q=the&status=open', admin);
    expect(both).toMatchObject({ titles: ['Parking at the mall'], total: 1 });
    expect((await list('?q=room&status=closed', admin)).total).toBe(0);
  });

  it('refuses bad list parameters with a 400 that says what is wrong', async () => {
    const admin = await adminHeaders(ctx.app);
    for (const [query, text] of [
      ['?status=done', 'Invalid status'],
      ['?page=-1', 'Page must be a whole number from 1'],
      ['?pageSize=1000', 'Page size must be a whole number from 1 to 200'],
      [`?q=${'x'.repeat(101)}`, 'Search must not exceed 100 characters'],
      ['?page=1000', 'Only the first 10000 results can be paged through. Please narrow the filters.'],
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/problems${query}`, headers: admin });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(text);
    }
  });
});
