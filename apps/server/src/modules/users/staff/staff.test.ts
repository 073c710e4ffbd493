import { MESSAGES, zonedDateKey } from '@salon/shared';
import { createCategory, createService, createSlot, createTherapist, hoursFromNow } from '@test/helpers/catalog';
import { orderPayload } from '@test/helpers/orders';
import { startSmtpPeer } from '@test/helpers/smtp';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { adminHeaders, bearer, registerAndLogin } from '@test/helpers/users';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, users } from '@/db/schema';

describe.each(databaseKinds)('staff roles and the admin user management on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  afterAll(() => smtp.close());
  const ctx = useTestApp(kind, () => ({
    mail: { smtpUrl: smtp.url, from: 'Salon <no-reply@salon.test>' },
    publicUrl: 'https://salon.test',
  }));
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: object, payload?: object) =>
    ctx.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
  const login = async (email: string, password: string) => {
    const answer = await call('POST', '/api/users/login', {}, { email, password });
    expect(answer.statusCode, answer.body).toBe(200);
    return bearer(answer.json().token);
  };

  /** The admin invites; the invitee sets a password from the mailed link and signs in. */
  async function inviteAndAccept(role: string, extra: object = {}) {
    const admin = await adminHeaders(ctx.app);
    const email = `${role}.${Date.now()}@staff.test`;
    const invited = await call('POST', '/api/users/invitations', admin, {
      name: 'Mariam Saleh',
      email,
      role,
      ...extra,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    // Until the link is used the account holds no staff role and cannot sign in.
    expect(invited.json().role).toBe('user');
    // The list shows what they are invited as, and that the invitation waits.
    expect(invited.json()).toMatchObject({ invited: true, invitedRole: role });
    const mail = await smtp.waitForMail(email, 0, /invited/);
    expect(mail.text).not.toContain('Mariam');
    const token = mail.text?.match(/https:\/\/salon\.test\/reset-password\?token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    // The page the link opens speaks of a welcome, and the answer of an account that is ready, not a reset.
    expect(mail.text).toContain(`/reset-password?token=${token}&invite=1`);
    const accepted = await call('POST', '/api/users/reset-password', {}, { token, password: 'Staff-pass1' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().message).toBe(MESSAGES.auth.inviteAccepted);
    const listed = (await call('GET', `/api/users/${invited.json()._id}`, admin)).json();
    expect(listed).toMatchObject({ role, invited: false, invitedRole: null });
    // The link works once.
    expect((await call('POST', '/api/users/reset-password', {}, { token, password: 'Other-pass2' })).statusCode).toBe(
      400,
    );
    return { admin, email, userId: invited.json()._id as string, headers: await login(email, 'Staff-pass1') };
  }

  it('invites a receptionist, who gets the role only with the proved address and may do only reception work', async () => {
    const { admin, email, userId, headers } = await inviteAndAccept('reception');
    const me = (await call('GET', '/api/users/me', headers)).json();
    expect(me).toMatchObject({ email, role: 'reception', emailVerified: true });

    expect((await call('GET', '/api/users', headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/orders/appointments', headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/users/${userId}`, headers)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/users/${userId}`, headers)).statusCode).toBe(403);
    expect((await call('POST', '/api/categories', headers, { name: 'X', description: 'Y' })).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/users/invitations', headers, { name: 'A', email: 'a@b.test', role: 'admin' }))
        .statusCode,
    ).toBe(403);

    // Reception creates and edits a customer, but neither roles nor staff accounts.
    const created = await call('POST', '/api/users', headers, {
      name: 'Walk In',
      email: 'walk.in@example.com',
      phone: '+971500000001',
    });
    expect(created.statusCode, created.body).toBe(201);
    const customerId = created.json()._id;
    const edited = await call('PATCH', `/api/users/${customerId}`, headers, {
      name: 'Walk-In Customer',
      phone: '+971500000002',
    });
    expect(edited.json()).toMatchObject({ name: 'Walk-In Customer', phone: '+971500000002', role: 'user' });
    const promote = await call('PATCH', `/api/users/${customerId}`, headers, { role: 'admin' });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().message).toBe(MESSAGES.staff.roleChangeForbidden);
    const adminId = (await call('GET', '/api/users/me', admin)).json()._id;
    expect((await call('PATCH', `/api/users/${adminId}`, headers, { name: 'Mallory' })).statusCode).toBe(403);
  });

  it('refuses an existing e-mail, a role that does not exist, and a therapist link on another role', async () => {
    const admin = await adminHeaders(ctx.app);
    const customer = await registerAndLogin(ctx.app);
    const taken = await call('POST', '/api/users/invitations', admin, {
      name: 'Again',
      email: customer.email.toUpperCase(),
      role: 'reception',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(MESSAGES.auth.emailTaken);
    const badRole = await call('POST', '/api/users/invitations', admin, {
      name: 'A',
      email: 'new@staff.test',
      role: 'owner',
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().errors[0].message).toBe(MESSAGES.staff.staffRoleInvalid);
    const therapist = await createTherapist(ctx.app, admin);
    const mislinked = await call('POST', '/api/users/invitations', admin, {
      name: 'A',
      email: 'new@staff.test',
      role: 'reception',
      therapistId: therapist._id,
    });
    expect(mislinked.statusCode).toBe(400);
    expect((await call('PATCH', `/api/users/${customer.userId}`, admin, { role: 'superuser' })).statusCode).toBe(400);
  });

  it('gives staff roles only to verified accounts, and never lets an admin change their own role', async () => {
    const admin = await adminHeaders(ctx.app);
    const unverified = await registerAndLogin(ctx.app, { verified: false });
    const refused = await call('PATCH', `/api/users/${unverified.userId}`, admin, { role: 'reception' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.staff.notVerified);
    // The database says so too.
    await expect(
      ctx.database.db.update(users).set({ role: 'reception' }).where(eq(users.id, unverified.userId)),
    ).rejects.toThrow();

    const adminId = (await call('GET', '/api/users/me', admin)).json()._id;
    const demote = await call('PATCH', `/api/users/${adminId}`, admin, { role: 'user' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(MESSAGES.staff.ownRole);
    expect((await call('DELETE', `/api/users/${adminId}`, admin)).statusCode).toBe(409);

    const verified = await registerAndLogin(ctx.app);
    const promoted = await call('PATCH', `/api/users/${verified.userId}`, admin, { role: 'reception' });
    expect(promoted.json()).toMatchObject({ role: 'reception' });
    const moved = await call('PATCH', `/api/users/${verified.userId}`, admin, { email: 'elsewhere@example.com' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(MESSAGES.staff.staffEmailChange);
  });

  it("shows a therapist their own booked appointments and nobody else's", async () => {
    const admin = await adminHeaders(ctx.app);
    const category = await createCategory(ctx.app, admin);
    const service = await createService(ctx.app, admin, category._id);
    const mine = await createTherapist(ctx.app, admin, 'Noura Ali');
    const theirs = await createTherapist(ctx.app, admin, 'Sara Khan');
    const start = hoursFromNow(30);
    const slots = await Promise.all(
      [mine, theirs].map((therapist) => createSlot(ctx.app, admin, therapist._id, service._id, start)),
    );
    const customer = await registerAndLogin(ctx.app, { name: 'Huda Karim' });
    const itemIds: string[] = [];
    for (const slot of slots) {
      const booked = await call('POST', '/api/orders', bearer(customer.token), orderPayload(slot._id));
      expect(booked.statusCode, booked.body).toBe(201);
      itemIds.push(booked.json().Orderitems[0]._id);
    }
    const { headers, userId } = await inviteAndAccept('therapist', { therapistId: mine._id });
    expect(
      (await call('GET', '/api/users', admin)).json().some((u: { therapistId: string }) => u.therapistId === mine._id),
    ).toBe(true);

    const day = zonedDateKey(start, ctx.config.salonTimeZone);
    const schedule = await call('GET', `/api/orders/my-schedule?from=${day}&to=${day}`, headers);
    expect(schedule.statusCode, schedule.body).toBe(200);
    expect(schedule.json()).toEqual([
      expect.objectContaining({ therapistId: mine._id, customerName: 'Huda Karim', serviceName: service.name }),
    ]);
    const tooLong = await call('GET', `/api/orders/my-schedule?from=${day}&to=2099-01-01`, headers);
    expect(tooLong.statusCode).toBe(400);
    expect((await call('GET', '/api/orders/appointments', headers)).statusCode).toBe(403);
    expect((await call('GET', `/api/orders/my-schedule?from=${day}&to=${day}`, admin)).statusCode).toBe(403);

    // Once the appointments have started, the therapist marks their own, and only their own.
    await ctx.database.db
      .update(appointments)
      .set({ starttime: hoursFromNow(-1), endtime: hoursFromNow(0) })
      .where(
        inArray(
          appointments.id,
          slots.map((slot) => slot._id),
        ),
      );
    const mark = (itemId: string) =>
      call('PATCH', `/api/orders/items/${itemId}/outcome`, headers, { outcome: 'completed' });
    const own = await mark(itemIds[0]!);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().Orderitems[0].outcome).toBe('completed');
    expect((await mark(itemIds[1]!)).statusCode).toBe(403);

    // One account per therapist row.
    const other = await registerAndLogin(ctx.app);
    const clash = await call('PATCH', `/api/users/${other.userId}`, admin, {
      role: 'therapist',
      therapistId: mine._id,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(MESSAGES.staff.therapistTaken);
    // Taking the role away unlinks the row.
    await call('PATCH', `/api/users/${userId}`, admin, { role: 'user' });
    const unlinked = await call('GET', `/api/users/${userId}`, admin);
    expect(unlinked.json()).toMatchObject({ role: 'user', therapistId: null });
  });
});
