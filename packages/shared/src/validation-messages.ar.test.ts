import { describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE, ZPageQuery } from './schemas/admin-lists';
import { ZCategoryInput, ZServiceInput, ZTherapistInput } from './schemas/catalog';
import { VALIDATION_MESSAGES } from './validation-messages';

// The web's Arabic build reads every `i18n/ar.json` in place of its `en.json` (scripts/messages-plugin.mjs):
// here the validation catalogue's (vi.mock runs before the imports above), so these are the Arabic build's schemas.
vi.mock('./texts/validation/i18n/en.json', async () => import('./texts/validation/i18n/ar.json'));

const categoryId = '4f3c2a1b-0d9e-4f8a-9b7c-6d5e4f3a2b1c';
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('the shared schemas’ validation texts in the Arabic build (issue 18)', () => {
  it('are the Arabic catalogue’s, under the form fields', () => {
    const service = { name: 'Gel Manicure', price: '150', demandOnline: 'true', categoryId };
    expect(firstMessage(ZServiceInput.safeParse({ ...service, name: 'x'.repeat(101) }))).toBe(
      'يجب ألا يتجاوز الاسم 100 حرف',
    );
    expect(firstMessage(ZServiceInput.safeParse({ ...service, price: 'abc' }))).toBe('يجب أن يكون السعر رقمًا');
    expect(firstMessage(ZServiceInput.safeParse({ ...service, nameAr: 'ش'.repeat(101) }))).toBe(
      'يجب ألا يتجاوز الاسم بالعربية 100 حرف',
    );
    const category = { name: 'Nails', description: 'All about nails and more' };
    expect(firstMessage(ZCategoryInput.safeParse({ ...category, descriptionAr: 'قصير' }))).toBe(
      'يجب ألا يقل الوصف بالعربية عن 10 أحرف',
    );
    expect(firstMessage(ZTherapistInput.safeParse({ name: 'Sara', bio: 'x'.repeat(501) }))).toBe(
      'يجب ألا تتجاوز النبذة 500 حرف',
    );
    expect(firstMessage(ZPageQuery.safeParse({ pageSize: String(PAGE_SIZE.max + 1) }))).toBe(
      `يجب أن يكون حجم الصفحة عددًا صحيحًا بين 1 و${PAGE_SIZE.max}`,
    );
  });

  it('are all written in Arabic, with the placeholders filled in', () => {
    const { pageSizeInvalid, anyTherapistOnly, orderItemShape, slotDaysMax, timesMax, ...plain } = VALIDATION_MESSAGES;
    const texts = [
      ...Object.values(plain),
      pageSizeInvalid(200),
      anyTherapistOnly('any'),
      orderItemShape('any'),
      slotDaysMax(366),
      timesMax(48),
    ];
    for (const text of texts) expect(text).toMatch(/[\u0600-\u06FF]/u);
    expect(anyTherapistOnly('any')).toBe('يجب أن يكون معرّف الأخصائية هنا "any"');
    // Arabic's plural forms: 11 to 99 of a hundred take the singular accusative, 3 to 10 the plural.
    expect(slotDaysMax(366)).toBe('يمكن قراءة مواعيد 366 يومًا كحد أقصى في المرة الواحدة');
    expect(slotDaysMax(7)).toBe('يمكن قراءة مواعيد 7 أيام كحد أقصى في المرة الواحدة');
    expect(timesMax(48)).toBe('يُرجى اختيار 48 وقتًا كحد أقصى');
  });
});
