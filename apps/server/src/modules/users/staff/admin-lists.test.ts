import { TOTAL_COUNT_CAP, TOTAL_COUNT_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '@salon/shared';
import { smallSalon } from '@test/helpers/orders';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { adminHeaders } from '@test/helpers/users';
import { describe, expect, it } from 'vitest';
import { appointments, orderItems, orders, users } from '@/db/schema';

const DAY = 24 * 3600_000;

describe.each(databaseKinds)('the admin users list and user detail, paged by the database, on %s', (kind) => {
  const ctx = useTestApp(kind);

  /** Customers written straight to the table, each a day newer than the one before. */
  async function seedCustomers(rows: { name: string; email: string; phone: string | null; role?: 'user' | 'admin' }[]) {
    const start = Date.now() - rows.length * DAY;
    await ctx.database.db.insert(users).values(
      rows.map((row, index) => ({
        role: 'user' as const,
        ...row,
        createdAt: new Date(start + index * DAY),
        // Staff roles need a proved address (users_staff_verified_check).
        emailVerifiedAt: row.role === 'admin' ? new Date() : null,
      })),
    );
  }

  async function list(query: string, headers: { authorization: string }) {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/users${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return {
      emails: response.json().map((user: { email: string }) => user.email) as string[],
      total: Number(response.headers[TOTAL_COUNT_HEADER]),
      capped: response.headers[TOTAL_COUNT_CAPPED_HEADER],
    };
  }

  it('answers a bare call with the first 50, newest first, and counts every match in a header', async () => {
    const admin = await adminHeaders(ctx.app);
    await seedCustomers(
      Array.from({ length: 60 }, (_, i) => ({ name: `Customer ${i}`, email: `c${i}@example.com`, phone: null })),
    );
    const first = await list('', admin);
    expect(first.total).toBe(61); // and the admin
    expect(first.capped).toBeUndefined();
    expect(first.emails).toHaveLength(50);
    expect(first.emails.slice(0, 2)).toEqual(['admin@salon.test', 'c59@example.com']);
    const second = await list('?page=2', admin);
    expect(second.emails).toHaveLength(11);
    expect(second.emails.at(-1)).toBe('c0@example.com');
    expect(new Set([...first.emails, ...second.emails]).size).toBe(61);
    expect((await list('?page=3', admin)).emails).toEqual([]);
  });

  it('finds customers by any part of name, e-mail or phone, the phone also by its digits', async () => {
    const admin = await adminHeaders(ctx.app);
    await seedCustomers([
      { name: 'Mona Haddad', email: 'mona@example.com', phone: '+971 50 123 4567' },
      { name: 'Sara Al Amiri', email: 'sara.amiri@mail.test', phone: '0559876543' },
      { name: 'Huda 100% Natural', email: 'huda@example.com', phone: null },
      { name: 'Noor_Salon', email: 'noor@example.com', phone: '04-222-3333' },
    ]);
    const found = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`, admin)).emails.sort();
    expect(await found('HADDAD')).toEqual(['mona@example.com']);
    expect(await found('amiri@mail')).toEqual(['sara.amiri@mail.test']);
    expect(await found('50 123')).toEqual(['mona@example.com']); // as written
    expect(await found('501234')).toEqual(['mona@example.com']); // by digits
    expect(await found('+971501234567')).toEqual(['mona@example.com']); // other spacing
    expect(await found('055-987')).toEqual(['sara.amiri@mail.test']);
    expect(await found('2223333')).toEqual(['noor@example.com']);
    // LIKE's wildcards are taken literally.
    expect(await found('100%')).toEqual(['huda@example.com']);
    expect(await found('%')).toEqual(['huda@example.com']);
    expect(await found('r_s')).toEqual(['noor@example.com']);
    expect(await found('nobody')).toEqual([]);
    // A cleared search box is no filter.
    expect((await list('?q=', admin)).total).toBe(5);
    const matched = await list('?q=example.com', admin);
    expect(matched.total).toBe(3);
  });

  it('filters by role and sorts by name or newest, a page of any size', async () => {
    const admin = await adminHeaders(ctx.app);
    await seedCustomers([
      { name: 'Zeina', email: 'zeina@example.com', phone: null },
      { name: 'Amal', email: 'amal@example.com', phone: null },
      { name: 'Maha', email: 'maha@example.com', phone: null, role: 'admin' },
      { name: 'Dalia', email: 'dalia@example.com', phone: null },
    ]);
    expect((await list('?role=admin&sort=name', admin)).emails).toEqual(['admin@salon.test', 'maha@example.com']);
    const customers = await list('?role=user&sort=name', admin);
    expect(customers.emails).toEqual(['amal@example.com', 'dalia@example.com', 'zeina@example.com']);
    expect(customers.total).toBe(3);
    expect((await list('?role=user&sort=newest', admin)).emails).toEqual([
      'dalia@example.com',
      'amal@example.com',
      'zeina@example.com',
    ]);
    // The manual order dialog's customer search.
    const paged = await list('?role=user&sort=name&pageSize=2&page=2', admin);
    expect(paged.emails).toEqual(['zeina@example.com']);
    expect(paged.total).toBe(3);
  });

  it('refuses bad parameters with a 400 that says what is wrong', async () => {
    const admin = await adminHeaders(ctx.app);
    for (const [query, message] of [
      ['?page=0', 'Page must be a whole number from 1'],
      ['?page=two', 'Page must be a whole number from 1'],
      ['?page=1.5', 'Page must be a whole number from 1'],
      ['?pageSize=201', 'Page size must be a whole number from 1 to 200'],
      ['?pageSize=0', 'Page size must be a whole number from 1 to 200'],
      ['?role=owner', 'Invalid role'],
      ['?sort=email', 'Unknown sort'],
      [`?q=${'a'.repeat(101)}`, 'Search must not exceed 100 characters'],
      [
        `?page=${TOTAL_COUNT_CAP / 50 + 1}`,
        `Only the first ${TOTAL_COUNT_CAP} results can be paged through. Please narrow the filters.`,
      ],
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/users${query}`, headers: admin });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${crypto.randomUUID()}?pageSize=-1`,
      headers: admin,
    });
    expect(detail.statusCode).toBe(400);
    expect(detail.json().message).toBe('Page size must be a whole number from 1 to 200');
  });

  it("shows a user's orders a page at a time, newest first with their own items, and the figures of all of them", async () => {
    const salon = await smallSalon(ctx.app);
    const db = ctx.database.db;
    const [customer] = await db
      .insert(users)
      .values({ name: 'Reem Saleh', email: 'reem@example.com', phone: '0501112222' })
      .returning();
    const [other] = await db
      .insert(users)
      .values({ name: 'Other', email: 'other@example.com', phone: null })
      .returning();
    /** An order placed `daysAgo` with one slot of the cut per price, written directly (past dates). */
    const placeOrder = async (
      userId: string,
      daysAgo: number,
      prices: number[],
      status: 'pending' | 'completed' = 'completed',
    ) => {
      const date = new Date(Date.now() - daysAgo * DAY);
      const [order] = await db
        .insert(orders)
        .values({ userId, customerName: 'Reem Saleh', date, status })
        .returning({ id: orders.id });
      for (const [index, price] of prices.entries()) {
        const starttime = new Date(date.getTime() + DAY + index * 3600_000);
        const [slot] = await db
          .insert(appointments)
          .values({
            serviceId: salon.cut._id,
            therapistId: index % 2 ? salon.sofia._id : salon.elena._id,
            starttime,
            endtime: new Date(starttime.getTime() + 3600_000),
            duration: 60,
            reserved: true,
            userId,
          })
          .returning({ id: appointments.id });
        await db.insert(orderItems).values({ orderId: order!.id, appointmentId: slot!.id, price });
      }
      return { id: order!.id, date };
    };
    const oldest = await placeOrder(customer!.id, 300, [200]);
    const middle = await placeOrder(customer!.id, 20, [200, 110.5], 'pending');
    const newest = await placeOrder(customer!.id, 2, [130, 200, 90]);
    await placeOrder(other!.id, 1, [50]);

    const detailOf = async (id: string, query = '') =>
      (await ctx.app.inject({ method: 'GET', url: `/api/users/${id}${query}`, headers: salon.admin })).json();
    const firstPage = await detailOf(customer!.id, '?pageSize=2');
    expect(firstPage).toMatchObject({
      _id: customer!.id,
      name: 'Reem Saleh',
      email: 'reem@example.com',
      role: 'user',
      orderCount: 3,
      firstOrderAt: oldest.date.toISOString(),
    });
    expect(firstPage.orders.map((order: { _id: string }) => order._id)).toEqual([newest.id, middle.id]);
    expect(
      firstPage.orders.map((order: { total: number; Orderitems: { price: number }[] }) => [
        order.total,
        order.Orderitems.map((item) => item.price),
      ]),
    ).toEqual([
      [420, [130, 200, 90]],
      [310.5, [200, 110.5]],
    ]);
    expect(firstPage.orders[1].Orderitems[1].appointmentId).toMatchObject({
      serviceId: { name: 'Cut' },
      therapistId: { name: 'Sofia' },
    });
    const secondPage = await detailOf(customer!.id, '?pageSize=2&page=2');
    expect(secondPage.orders.map((order: { _id: string }) => order._id)).toEqual([oldest.id]);
    expect(secondPage.orderCount).toBe(3);
    // A bare call answers the first page of 50: all three here.
    expect((await detailOf(customer!.id)).orders).toHaveLength(3);

    const newcomer = await detailOf(
      (await db.insert(users).values({ name: 'New', email: 'new@example.com' }).returning())[0]!.id,
    );
    expect(newcomer).toMatchObject({ orders: [], orderCount: 0, firstOrderAt: null });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/users/${crypto.randomUUID()}`, headers: salon.admin }))
        .statusCode,
    ).toBe(404);
  });
});
