import { ANY_THERAPIST, ZCategoryInput, ZContactForm } from '@salon/shared';
import { describe, expect, it } from 'vitest';
import { ORDER_ERRORS } from '@/modules/orders';
import { errorText, notFound } from './errors';
import { type Message, message, messageOfTextKey, SHARED, textIn } from './message';

const arabic = (said: Message) => textIn(said, 'ar');

/** The message a shared schema's first issue names, as the error handler reads it. */
function issueMessageOf(result: { success: boolean; error?: { issues: object[] } }): Message {
  const params = (result.error?.issues[0] as { params?: unknown } | undefined)?.params as
    | { text?: Parameters<typeof messageOfTextKey>[0] }
    | undefined;
  if (!params?.text) throw new Error('the issue names no message');
  return messageOfTextKey(params.text);
}

describe('the API’s messages in Arabic, by their catalogue and key', () => {
  it('gives the Arabic of every shared text without placeholders', () => {
    expect(arabic(message(SHARED.auth, 'invalidCredentials'))).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
    expect(arabic(message(SHARED.auth, 'tokenRequired'))).toBe('يُرجى تسجيل الدخول للمتابعة');
    expect(arabic(message(SHARED.hours, 'salonClosure'))).toBe('الصالون مغلق في ذلك اليوم');
    expect(arabic(message(SHARED.waitlist, 'alreadyWaiting'))).toBe(
      'سبق أن سجّلت في قائمة الانتظار لهذه الخدمة في ذلك اليوم',
    );
    expect(arabic(message(SHARED.account, 'sessionNotFound'))).toBe('الجلسة غير موجودة');
    expect(arabic(ORDER_ERRORS.lateCancellation)).toMatch(/^يمكن إلغاء المواعيد عبر الإنترنت حتى 24 ساعة/);
    expect(arabic(errorText('timeTaken'))).toBe('هذا الوقت محجوز بالفعل');
  });

  it('writes a text with placeholders in either language from the same values', () => {
    expect(arabic(ORDER_ERRORS.openLimit(3, 3))).toMatch(/^يمكنك حجز 3 مواعيد قادمة كحد أقصى عبر الإنترنت، ولديك 3\./);
    expect(textIn(ORDER_ERRORS.openLimit(3, 3), 'en')).toMatch(/^You can hold up to 3 upcoming appointments online/);
    expect(ORDER_ERRORS.phoneOnly('ar', { serviceName: 'Bridal Makeup', serviceNameAr: null })).toMatch(
      /^تُحجز خدمة Bridal Makeup عبر الهاتف فقط\./,
    );
    const appointment = notFound('Appointment');
    expect(appointment.message).toBe('Appointment not found');
    expect(arabic(appointment.text as Message)).toBe('الموعد غير موجود');
  });

  it('has the Arabic of every validation text of the shared schemas', () => {
    const values = { max: 200, any: ANY_THERAPIST, days: 366 };
    for (const key of Object.keys(SHARED.validation.en) as (keyof typeof SHARED.validation.en)[]) {
      expect(arabic(message(SHARED.validation, key, values)), key).toMatch(/[\u0600-\u06FF]/u);
    }
    expect(arabic(message(SHARED.validation, 'pageSizeInvalid', { max: 200 }))).toBe(
      'يجب أن يكون حجم الصفحة عددًا صحيحًا بين 1 و200',
    );
    // An Arabic plural from the number itself, not from an English sentence.
    expect(arabic(message(SHARED.validation, 'slotDaysMax', { days: 366 }))).toBe(
      'يمكن قراءة مواعيد 366 يومًا كحد أقصى في المرة الواحدة',
    );
  });

  it('keeps each catalogue’s own Arabic where two say one English text', () => {
    const contact = issueMessageOf(
      ZContactForm.safeParse({ title: 'A title', description: '', email: 'a@b.test', phone: '0501234567' }),
    );
    const category = issueMessageOf(ZCategoryInput.safeParse({ name: 'Nails', description: '' }));
    expect(textIn(contact, 'en')).toBe('Description is required');
    expect(textIn(category, 'en')).toBe('Description is required');
    expect(arabic(contact)).toBe('التفاصيل مطلوبة');
    expect(arabic(category)).toBe('الوصف مطلوب');
  });

  it('names the message of a schema’s issue with its values', () => {
    const said = issueMessageOf(
      ZContactForm.safeParse({ title: 'x', description: 'long enough text', email: 'a@b.test', phone: '0501234567' }),
    );
    expect(said.key).toBe('titleMin');
    expect(said.texts).toBe(SHARED.contact);
  });
});
