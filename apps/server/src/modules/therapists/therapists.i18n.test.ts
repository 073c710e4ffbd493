import { VALIDATION_MESSAGES } from '@salon/shared';
import { createTherapist, multipart } from '@test/helpers/catalog';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { adminHeaders } from '@test/helpers/users';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '@/db/client';

/** Issue 18: a therapist's bio (field of specialization) in both languages. */
const ARABIC = { cookie: 'salon_lang=ar' };
const ARABIC_BROWSER = { 'accept-language': 'ar' };

async function eventually(check: () => Promise<void>, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

describe.each(databaseKinds)('therapists in both languages on %s', (kind) => {
  const ctx = useTestApp(kind);
  const read = async (url: string, headers: Record<string, string> = {}) => {
    const response = await ctx.app.inject({ url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const bios = async (headers: Record<string, string> = {}) =>
    Object.fromEntries(
      (await read('/api/therapists', headers)).map((one: { name: string; bio: string; specialization: string }) => {
        expect(one.specialization).toBe(one.bio);
        return [one.name, one.bio];
      }),
    );

  it('answers the Arabic bio to an Arabic reader, the English one where there is none, each cached apart', async () => {
    const headers = await adminHeaders(ctx.app);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/therapists',
      headers,
      payload: { name: 'Aisha', bio: 'Nail artist', bioAr: ' فنانة أظافر ' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const aisha = created.json();
    expect(aisha.texts).toEqual({ bio: 'Nail artist', bioAr: 'فنانة أظافر' });
    await createTherapist(ctx.app, headers, 'Elena');

    for (const asked of [ARABIC, ARABIC_BROWSER]) {
      expect(await bios(asked)).toEqual({ Aisha: 'فنانة أظافر', Elena: 'Senior stylist' });
    }
    expect(await bios()).toEqual({ Aisha: 'Nail artist', Elena: 'Senior stylist' });
    expect((await read('/api/therapists'))[0]).not.toHaveProperty('texts');
    expect(await read(`/api/therapists/${aisha._id}`, ARABIC)).toMatchObject({
      bio: 'فنانة أظافر',
      specialization: 'فنانة أظافر',
    });
    expect((await read(`/api/therapists/${aisha._id}`)).bio).toBe('Nail artist');

    // An edit through the API, then one outside it: each language's cached list follows.
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/therapists/${aisha._id}`,
      headers,
      payload: { bioAr: 'فنانة أظافر وأخصائية باديكير' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await bios(ARABIC)).toEqual({ Aisha: 'فنانة أظافر وأخصائية باديكير', Elena: 'Senior stylist' });
    expect(await bios()).toEqual({ Aisha: 'Nail artist', Elena: 'Senior stylist' });
    await ctx.database.db.execute(sql`update therapists set bio_ar = 'مصففة شعر' where name = 'Elena'`);
    await eventually(async () =>
      expect(await bios(ARABIC)).toEqual({ Aisha: 'فنانة أظافر وأخصائية باديكير', Elena: 'مصففة شعر' }),
    );
    expect(await bios()).toEqual({ Aisha: 'Nail artist', Elena: 'Senior stylist' });
  });

  it('lets an admin read, write and clear the Arabic bio, and refuses one too long', async () => {
    const headers = await adminHeaders(ctx.app);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/therapists',
      headers,
      payload: multipart({ name: 'Sofia', bio: 'Aesthetician', bioAr: 'أخصائية تجميل' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { _id: id } = created.json();
    const listed = await read('/api/therapists', { ...headers, ...ARABIC });
    expect(listed[0]).toMatchObject({ bio: 'أخصائية تجميل', texts: { bio: 'Aesthetician', bioAr: 'أخصائية تجميل' } });
    expect((await read(`/api/therapists/${id}`, headers)).texts).toEqual({
      bio: 'Aesthetician',
      bioAr: 'أخصائية تجميل',
    });

    // Left out, it stays; sent empty, it is cleared and stored as null.
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/therapists/${id}`,
      headers,
      payload: { name: 'Sofia H.' },
    });
    expect(renamed.json().texts).toEqual({ bio: 'Aesthetician', bioAr: 'أخصائية تجميل' });
    const cleared = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/therapists/${id}`,
      headers,
      payload: { name: 'Sofia H.', bio: 'Aesthetician', bioAr: '  ' },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().texts).toEqual({ bio: 'Aesthetician', bioAr: null });
    expect(rowsOf(await ctx.database.db.execute(sql`select bio_ar from therapists where id = ${id}`))).toEqual([
      { bio_ar: null },
    ]);
    expect(await bios(ARABIC)).toEqual({ 'Sofia H.': 'Aesthetician' });

    for (const payload of [{ bioAr: 'و'.repeat(501) }, { bioAr: ['أخصائية'] }]) {
      const refused = await ctx.app.inject({ method: 'PATCH', url: `/api/therapists/${id}`, headers, payload });
      expect(refused.statusCode).toBe(400);
      if (typeof payload.bioAr === 'string') expect(refused.json().message).toBe(VALIDATION_MESSAGES.arabicBioMax);
    }
    const tooLong = await ctx.app.inject({
      method: 'POST',
      url: '/api/therapists',
      headers,
      payload: { name: 'Priya', bio: 'Threading', bioAr: 'و'.repeat(501) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(VALIDATION_MESSAGES.arabicBioMax);
    expect(Object.keys(await bios())).toEqual(['Sofia H.']);
  });
});
