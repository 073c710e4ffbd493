import { VALIDATION_MESSAGES } from '@salon/shared';
import {
  createCategory,
  createService,
  createSlot,
  createTherapist,
  hoursFromNow,
  multipart,
} from '@test/helpers/catalog';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { adminHeaders } from '@test/helpers/users';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '@/db/client';
import { seedDemo } from '@/db/seed';

/** Issue 18: the catalogue's texts in both languages, each request answered in its own. */
const ARABIC = { cookie: 'salon_lang=ar' };
const ARABIC_BROWSER = { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.5' };

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

describe.each(databaseKinds)('the bilingual catalogue on %s', (kind) => {
  const ctx = useTestApp(kind);
  const rows = async (query: SQL) => rowsOf(await ctx.database.db.execute(query));
  const read = async (url: string, headers: Record<string, string> = {}) => {
    const response = await ctx.app.inject({ url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  /** A category and a service written in both languages, and a service with English only. */
  async function bilingualSalon() {
    const headers = await adminHeaders(ctx.app);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers,
      payload: {
        name: 'Hair Services',
        description: 'Cuts, colour and treatments for every hair type',
        nameAr: '  خدمات الشعر ',
        descriptionAr: 'قصّات وصبغات وعلاجات لكل أنواع الشعر',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const category = created.json();
    const translated = await createService(ctx.app, headers, category._id, {
      name: 'Blow-Dry',
      description: 'Smooth finish',
      nameAr: 'تصفيف بالسشوار',
      descriptionAr: 'لمسة نهائية ناعمة',
    });
    const englishOnly = await createService(ctx.app, headers, category._id, {
      name: 'Keratin',
      description: 'Frizz-free hair',
    });
    return { headers, category, translated, englishOnly };
  }

  it('answers the Arabic texts to an Arabic cookie or browser, and the English where there is no Arabic', async () => {
    const { category, translated, englishOnly } = await bilingualSalon();

    for (const headers of [ARABIC, ARABIC_BROWSER]) {
      const [listedCategory] = await read('/api/categories', headers);
      expect(listedCategory).toEqual({
        _id: category._id,
        name: 'خدمات الشعر',
        description: 'قصّات وصبغات وعلاجات لكل أنواع الشعر',
        imageUrl: null,
      });
      const services = await read('/api/services', headers);
      expect(services.find((one: { _id: string }) => one._id === translated._id)).toMatchObject({
        name: 'تصفيف بالسشوار',
        description: 'لمسة نهائية ناعمة',
        category: { name: 'خدمات الشعر' },
      });
      expect(services.find((one: { _id: string }) => one._id === englishOnly._id)).toMatchObject({
        name: 'Keratin',
        description: 'Frizz-free hair',
        category: { name: 'خدمات الشعر' },
      });
    }

    // English by default, by an English browser, and by the cookie even when the browser prefers Arabic.
    const english: Record<string, string>[] = [
      {},
      { 'accept-language': 'en-GB' },
      { ...ARABIC_BROWSER, cookie: 'salon_lang=en' },
    ];
    for (const headers of english) {
      const services = await read('/api/services', headers);
      expect(services.map((one: { name: string }) => one.name).sort()).toEqual(['Blow-Dry', 'Keratin']);
      expect(services[0].category).toEqual({ name: 'Hair Services' });
      expect(services[0]).not.toHaveProperty('texts');
    }
    const answer = await ctx.app.inject({ url: '/api/services', headers: ARABIC });
    expect(answer.headers.vary).toContain('accept-language');
    expect(answer.headers.vary).toContain('cookie');
  });

  it('shows an English page the Arabic description of a service described only in Arabic', async () => {
    const headers = await adminHeaders(ctx.app);
    const category = await createCategory(ctx.app, headers);
    const service = await createService(ctx.app, headers, category._id, {
      name: 'Henna',
      description: '',
      descriptionAr: 'نقش الحناء التقليدي',
    });
    const [listed] = await read('/api/services');
    expect(listed).toMatchObject({ _id: service._id, name: 'Henna', description: 'نقش الحناء التقليدي' });
  });

  it('answers a service page with its slots in the language asked for, each language kept apart', async () => {
    const { headers, translated } = await bilingualSalon();
    const therapist = await createTherapist(ctx.app, headers);
    await createSlot(ctx.app, headers, therapist._id, translated._id, hoursFromNow(48));
    const url = `/api/services/${translated._id}`;
    for (let round = 0; round < 2; round++) {
      const arabic = await read(url, ARABIC);
      expect(arabic).toMatchObject({ name: 'تصفيف بالسشوار', category: { name: 'خدمات الشعر' } });
      expect(arabic.appointments).toHaveLength(1);
      expect(arabic.appointments[0].serviceId.name).toBe('تصفيف بالسشوار');
      const english = await read(url);
      expect(english).toMatchObject({ name: 'Blow-Dry', category: { name: 'Hair Services' } });
      expect(english.appointments[0].serviceId.name).toBe('Blow-Dry');
    }
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/services/${translated._id}`,
      headers,
      payload: {
        name: 'Blow-Dry',
        nameAr: 'سشوار مميز',
        price: 130,
        demandOnline: true,
        categoryId: translated.categoryId,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await read(url, ARABIC)).name).toBe('سشوار مميز');
    expect((await read(url)).name).toBe('Blow-Dry');
  });

  it('keeps each language right in the cache after an edit, through the API and outside it', async () => {
    const { headers, category, translated } = await bilingualSalon();
    const names = async (requestHeaders: Record<string, string> = {}) =>
      (await read('/api/services', requestHeaders)).map((one: { name: string }) => one.name).sort();
    // Both languages cached.
    expect(await names(ARABIC)).toEqual(['Keratin', 'تصفيف بالسشوار']);
    expect(await names()).toEqual(['Blow-Dry', 'Keratin']);

    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/services/${translated._id}`,
      headers,
      payload: {
        name: 'Silk Blow-Dry',
        nameAr: 'سشوار حريري',
        price: 130,
        demandOnline: true,
        categoryId: category._id,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await names(ARABIC)).toEqual(['Keratin', 'سشوار حريري']);
    expect(await names()).toEqual(['Keratin', 'Silk Blow-Dry']);

    // Not through this app: the database's notification is what clears every language's copy.
    await ctx.database.db.execute(sql`update services set name_ar = 'كيراتين' where name = 'Keratin'`);
    await eventually(async () => expect(await names(ARABIC)).toEqual(['سشوار حريري', 'كيراتين']));
    expect(await names()).toEqual(['Keratin', 'Silk Blow-Dry']);
    await ctx.database.db.execute(sql`update categories set name_ar = 'استوديو الشعر'`);
    await eventually(async () => expect((await read('/api/categories', ARABIC))[0].name).toBe('استوديو الشعر'));
    await eventually(async () =>
      expect((await read('/api/services', ARABIC))[0].category).toEqual({ name: 'استوديو الشعر' }),
    );
    expect((await read('/api/services'))[0].category).toEqual({ name: 'Hair Services' });
  });

  it('gives an admin the stored texts of both languages, and lets them write and clear the Arabic ones', async () => {
    const { headers, category, translated, englishOnly } = await bilingualSalon();
    // An Arabic dashboard: the shown texts in Arabic, the stored ones beside them for the forms.
    const listed = await read('/api/services', { ...headers, ...ARABIC });
    expect(listed.find((one: { _id: string }) => one._id === translated._id)).toMatchObject({
      name: 'تصفيف بالسشوار',
      texts: {
        name: 'Blow-Dry',
        nameAr: 'تصفيف بالسشوار',
        description: 'Smooth finish',
        descriptionAr: 'لمسة نهائية ناعمة',
      },
    });
    expect(listed.find((one: { _id: string }) => one._id === englishOnly._id).texts).toEqual({
      name: 'Keratin',
      nameAr: null,
      description: 'Frizz-free hair',
      descriptionAr: null,
    });
    expect((await read('/api/categories', headers))[0].texts).toEqual({
      name: 'Hair Services',
      nameAr: 'خدمات الشعر',
      description: 'Cuts, colour and treatments for every hair type',
      descriptionAr: 'قصّات وصبغات وعلاجات لكل أنواع الشعر',
    });

    const base = { name: 'Blow-Dry', price: '130', demandOnline: 'true', categoryId: category._id };
    // Multipart, as the dashboard's form sends it: an Arabic field left out stays as it is.
    const kept = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/services/${translated._id}`,
      headers,
      payload: multipart({ ...base, description: 'Smooth finish' }),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().texts).toMatchObject({ nameAr: 'تصفيف بالسشوار', descriptionAr: 'لمسة نهائية ناعمة' });
    // Sent empty (or only spaces) it is cleared, stored as null: Arabic pages show the English.
    const cleared = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/services/${translated._id}`,
      headers,
      payload: multipart({ ...base, nameAr: '   ', descriptionAr: '' }),
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().texts).toEqual({ name: 'Blow-Dry', nameAr: null, description: '', descriptionAr: null });
    expect(await rows(sql`select name_ar, description_ar from services where id = ${translated._id}`)).toEqual([
      { name_ar: null, description_ar: null },
    ]);
    expect((await read('/api/services', ARABIC)).map((one: { name: string }) => one.name).sort()).toEqual([
      'Blow-Dry',
      'Keratin',
    ]);

    const categoryCleared = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/categories/${category._id}`,
      headers,
      payload: { name: 'Hair Services', description: 'Cuts and colour for all', nameAr: null, descriptionAr: '' },
    });
    expect(categoryCleared.statusCode, categoryCleared.body).toBe(200);
    expect(categoryCleared.json().texts).toMatchObject({ nameAr: null, descriptionAr: null });
    expect((await read('/api/categories', ARABIC))[0].name).toBe('Hair Services');
  });

  it('seeds the demo salon with every service, category and bio in Arabic', async () => {
    const seeded = await seedDemo(ctx.database.db, { timeZone: 'Asia/Dubai', now: new Date(), createDemoAdmin: false });
    expect(seeded.seeded).toBe(true);
    const arabicLetters = /^[\u0600-\u06FF0-9\s()،:.%-]+$/u;
    const services = await read('/api/services', ARABIC);
    expect(services).toHaveLength(16);
    for (const service of services) {
      expect(service.name).toMatch(arabicLetters);
      expect(service.description).toMatch(/[\u0600-\u06FF]/u);
      expect(service.category.name).toMatch(arabicLetters);
    }
    const categories = await read('/api/categories', ARABIC);
    expect(categories).toHaveLength(4);
    for (const category of categories) expect(category.description).toMatch(/[\u0600-\u06FF]/u);
    const therapists = await read('/api/therapists', ARABIC);
    expect(therapists).toHaveLength(4);
    for (const therapist of therapists) expect(therapist.bio).toMatch(/[\u0600-\u06FF]/u);
    // The English stays the specification's.
    expect((await read('/api/categories')).map((one: { name: string }) => one.name)).toContain('Nail Services');
  });

  it('refuses Arabic texts out of the English limits with a 400 that names the field', async () => {
    const headers = await adminHeaders(ctx.app);
    const category = await createCategory(ctx.app, headers);
    const service = { name: 'Blow-Dry', price: 130, demandOnline: true, categoryId: category._id };
    for (const [payload, message] of [
      [{ ...service, nameAr: 'ش' }, VALIDATION_MESSAGES.arabicNameMin],
      [{ ...service, nameAr: 'ش'.repeat(101) }, VALIDATION_MESSAGES.arabicNameMax],
      [{ ...service, descriptionAr: 'و'.repeat(2001) }, VALIDATION_MESSAGES.arabicDescriptionMax2000],
    ] as const) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/services', headers, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const notText = await ctx.app.inject({
      method: 'POST',
      url: '/api/services',
      headers,
      payload: { ...service, nameAr: 42 },
    });
    expect(notText.statusCode).toBe(400);

    const categoryBody = { name: 'Nails', description: 'All about nails and more' };
    for (const [payload, message] of [
      [{ ...categoryBody, nameAr: 'أ' }, VALIDATION_MESSAGES.arabicNameMin],
      [{ ...categoryBody, descriptionAr: 'قصير' }, VALIDATION_MESSAGES.arabicDescriptionMin],
      [{ ...categoryBody, descriptionAr: 'و'.repeat(1001) }, VALIDATION_MESSAGES.arabicDescriptionMax1000],
    ] as const) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/categories', headers, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await read('/api/services')).toEqual([]);
    expect((await read('/api/categories')).map((one: { name: string }) => one.name)).toEqual(['Hair Services']);
  });

  it('refuses a form out of the shared limits in the language of the request', async () => {
    const headers = await adminHeaders(ctx.app);
    const category = await createCategory(ctx.app, headers);
    const tooLong = { name: 'x'.repeat(101), price: 130, demandOnline: true, categoryId: category._id };
    const post = (cookie?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/services',
        headers: { ...headers, ...(cookie && { cookie }) },
        payload: tooLong,
      });

    const english = await post();
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe('Name must not exceed 100 characters');
    const arabic = await post(ARABIC.cookie);
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json()).toEqual({
      message: 'يجب ألا يتجاوز الاسم 100 حرف',
      errors: [{ path: 'name', message: 'يجب ألا يتجاوز الاسم 100 حرف' }],
    });
    const page = await ctx.app.inject({ url: '/api/orders?page=0', headers: { ...headers, ...ARABIC } });
    expect(page.statusCode).toBe(400);
    expect(page.json().message).toBe('يجب أن يكون رقم الصفحة عددًا صحيحًا من 1 فأكثر');
    expect(await read('/api/services')).toEqual([]);
  });
});
