import { MESSAGES, type TUserRole } from '@salon/shared';
import { createTherapist } from '@test/helpers/catalog';
import { smtpMail, useSmtpPeer } from '@test/helpers/smtp';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer, registerAndLogin } from '@test/helpers/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { therapists, users } from '@/db/schema';
import { NO_CLIENT, startSession } from '../sessions/sessions.service';

const EMAIL_CHANGED = /email address .*changed/i;
const PHONE_CHANGED = /phone number .*changed/i;

/**
 * Found in a security review: the desk could move a customer's account to its own address (no proof, no notice) and
 * then reset the password and be the customer; the same edit re-addressed a pending staff invitation.
 */
describe.each(databaseKinds)("staff and the addresses of others' accounts on %s", (kind) => {
  const smtp = useSmtpPeer();
  const ctx = useTestApp(kind, () => smtpMail(smtp));
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: object, payload?: object) =>
    ctx.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

  let staffCount = 0;
  /** A verified staff account of the role, signed in. */
  async function staffMember(role: TUserRole) {
    staffCount += 1;
    const [row] = await ctx.database.db
      .insert(users)
      .values({
        name: `Staff ${staffCount}`,
        email: `${role}.${staffCount}@staff.test`,
        role,
        emailVerifiedAt: new Date(),
      })
      .returning();
    const session = await startSession(ctx.database.db, ctx.config.jwtSecret, row!, 1, NO_CLIENT);
    return { id: row!.id, headers: bearer(session.token) };
  }
  const emailOf = async (id: string) =>
    (await ctx.database.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;

  it('refuses reception and the admin the e-mail of an account someone signs in to, and changes nothing', async () => {
    const reception = await staffMember('reception');
    const admin = await staffMember('admin');
    const withPassword = await registerAndLogin(ctx.app);
    const unverified = await registerAndLogin(ctx.app, { verified: false });
    const [googleOnly] = await ctx.database.db
      .insert(users)
      .values({
        name: 'Google User',
        email: 'google.user@example.com',
        googleSubject: 'g-1',
        emailVerifiedAt: new Date(),
      })
      .returning();
    const claimed = [
      { id: withPassword.userId, email: withPassword.email },
      { id: unverified.userId, email: unverified.email },
      { id: googleOnly!.id, email: googleOnly!.email! },
    ];
    for (const staff of [reception, admin]) {
      for (const account of claimed) {
        const moved = await call('PATCH', `/api/users/${account.id}`, staff.headers, { email: 'desk@salon.test' });
        expect(moved.statusCode, moved.body).toBe(403);
        expect(moved.json().message).toBe(MESSAGES.staff.claimedEmailChange);
        expect(await emailOf(account.id)).toBe(account.email);
        // The dialog sends the address as it is with the other fields: that edit goes through.
        const renamed = await call('PATCH', `/api/users/${account.id}`, staff.headers, {
          name: 'Renamed Customer',
          email: account.email.toUpperCase(),
        });
        expect(renamed.statusCode, renamed.body).toBe(200);
        expect(await emailOf(account.id)).toBe(account.email);
      }
    }
    // The customer's session goes on and the password still opens the account.
    expect((await call('GET', '/api/users/me', bearer(withPassword.token))).statusCode).toBe(200);
    const list = (await call('GET', '/api/users?q=Renamed', admin.headers)).json();
    expect(list.find((u: { _id: string }) => u._id === withPassword.userId)).toMatchObject({ claimed: true });
  });

  it("changes a walk-in record's e-mail and phone, telling the old e-mail without showing the new one in full", async () => {
    const reception = await staffMember('reception');
    const created = await call('POST', '/api/users', reception.headers, {
      name: 'Walk In',
      email: 'walkin.old@example.com',
      phone: '+971500000001',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ claimed: false, invited: false });
    const id = created.json()._id;
    const moved = await call('PATCH', `/api/users/${id}`, reception.headers, { email: 'walkin.new@example.com' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await emailOf(id)).toBe('walkin.new@example.com');
    const notice = await smtp.waitForMail('walkin.old@example.com', 0, EMAIL_CHANGED);
    expect(notice.text).not.toContain('walkin.new@example.com');
    expect(notice.text).toContain('w***@e***.com');

    const rephoned = await call('PATCH', `/api/users/${id}`, reception.headers, { phone: '+971500000987' });
    expect(rephoned.statusCode, rephoned.body).toBe(200);
    const phoneNotice = await smtp.waitForMail('walkin.new@example.com', 0, PHONE_CHANGED);
    expect(phoneNotice.text).not.toContain('500000987');
    expect(phoneNotice.text).toContain('0987');
  });

  it('tells the old address when the customer moves to a new one, and when they change their phone', async () => {
    const customer = await registerAndLogin(ctx.app);
    const next = `moved.${customer.email}`;
    const asked = await call('POST', '/api/users/me/email', bearer(customer.token), {
      email: next,
      currentPassword: customer.password,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const link = (await smtp.waitForMail(next, 0, /Confirm your new email/)).text?.match(/token=([\w-]+)/)?.[1];
    expect((await call('POST', '/api/users/verify-email', {}, { token: link })).statusCode).toBe(200);
    const notice = await smtp.waitForMail(customer.email, 0, EMAIL_CHANGED);
    expect(notice.text).not.toContain(next);

    const rephoned = await call('PATCH', '/api/users/me', bearer(customer.token), {
      name: customer.name,
      phone: '+971509998877',
    });
    expect(rephoned.statusCode, rephoned.body).toBe(200);
    const phoneNotice = await smtp.waitForMail(next, 0, PHONE_CHANGED);
    expect(phoneNotice.text).not.toContain('509998877');
  });

  it('mails no notice of a new phone to an address its account never proved, however often the phone changes', async () => {
    const squatter = await registerAndLogin(ctx.app, { verified: false });
    for (let n = 0; n < 5; n += 1) {
      const rephoned = await call('PATCH', '/api/users/me', bearer(squatter.token), {
        name: squatter.name,
        phone: `+97150999000${n}`,
      });
      expect(rephoned.statusCode, rephoned.body).toBe(200);
    }
    // A proved address is told; its notice, sent after the five, marks when theirs would have arrived.
    const owner = await registerAndLogin(ctx.app);
    await call('PATCH', '/api/users/me', bearer(owner.token), { name: owner.name, phone: '+971509998866' });
    await smtp.waitForMail(owner.email, 0, PHONE_CHANGED);
    expect(smtp.mailTo(squatter.email).filter((mail) => PHONE_CHANGED.test(mail.subject ?? ''))).toEqual([]);
  });

  it('keeps reception from staff accounts and pending invitations (403); an invitation keeps its address and link', async () => {
    const reception = await staffMember('reception');
    const admin = await staffMember('admin');
    const therapist = await createTherapist(ctx.app, admin.headers);
    const invited = await call('POST', '/api/users/invitations', admin.headers, {
      name: 'Mariam Saleh',
      email: 'new.therapist@staff.test',
      role: 'therapist',
      therapistId: therapist._id,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ invited: true });
    const id = invited.json()._id;

    for (const body of [{ name: 'Mallory' }, { email: 'desk@salon.test' }, { phone: '+971500000002' }]) {
      const answer = await call('PATCH', `/api/users/${id}`, reception.headers, body);
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json().message).toBe(MESSAGES.staff.invitationForbidden);
    }
    const other = await call('PATCH', `/api/users/${admin.id}`, reception.headers, { name: 'Mallory' });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MESSAGES.staff.roleChangeForbidden);

    // The admin's dialog sends every field; an invitation is deleted and sent again, not edited.
    const edited = await call('PATCH', `/api/users/${id}`, admin.headers, {
      name: 'Mariam S',
      email: 'elsewhere@staff.test',
      role: 'user',
      therapistId: null,
    });
    expect(edited.statusCode, edited.body).toBe(409);
    expect(edited.json().message).toBe(MESSAGES.staff.invitationLocked);
    expect(await emailOf(id)).toBe('new.therapist@staff.test');
    const [link] = await ctx.database.db
      .select({ userId: therapists.userId })
      .from(therapists)
      .where(eq(therapists.id, therapist._id));
    expect(link?.userId).toBe(id);
  });
});
