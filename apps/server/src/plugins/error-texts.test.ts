import {
  ACCOUNT_MESSAGES,
  ANY_THERAPIST,
  HOURS_MESSAGES,
  MESSAGES,
  VALIDATION_MESSAGES,
  WAITLIST_MESSAGES,
} from '@salon/shared';
import { describe, expect, it } from 'vitest';
import { ORDER_ERRORS } from '../modules/orders/orders.messages';
import { arabicOf, ERROR_TEXTS, textsWithTwoArabic } from './error-texts';

describe('the API’s error answers in Arabic (issue 18)', () => {
  it('gives the Arabic of every shared text without placeholders', () => {
    expect(arabicOf(MESSAGES.auth.invalidCredentials)).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
    expect(arabicOf(MESSAGES.auth.tokenRequired)).toBe('يُرجى تسجيل الدخول للمتابعة');
    expect(arabicOf(HOURS_MESSAGES.salonClosure)).toBe('الصالون مغلق في ذلك اليوم');
    expect(arabicOf(WAITLIST_MESSAGES.alreadyWaiting)).toBe('سبق أن سجّلت في قائمة الانتظار لهذه الخدمة في ذلك اليوم');
    expect(arabicOf(ACCOUNT_MESSAGES.sessionNotFound)).toBe('الجلسة غير موجودة');
    expect(arabicOf(ORDER_ERRORS.lateCancellation)).toMatch(/^يمكن إلغاء المواعيد عبر الإنترنت حتى 24 ساعة/);
    expect(arabicOf(ERROR_TEXTS.timeTaken())).toBe('هذا الوقت محجوز بالفعل');
  });

  it('recognises a text with placeholders and writes it again with the same values', () => {
    expect(arabicOf(ORDER_ERRORS.phoneOnly('en', { serviceName: 'Bridal Makeup', serviceNameAr: null }))).toMatch(
      /^تُحجز خدمة Bridal Makeup عبر الهاتف فقط\./,
    );
    expect(arabicOf(ORDER_ERRORS.openLimit(3, 3))).toMatch(
      /^يمكنك حجز 3 مواعيد قادمة كحد أقصى عبر الإنترنت، ولديك 3\./,
    );
    expect(arabicOf('Appointment not found')).toBe('الموعد غير موجود');
  });

  it('gives the Arabic of every validation text of the shared schemas', () => {
    expect(arabicOf(VALIDATION_MESSAGES.nameMax)).toBe('يجب ألا يتجاوز الاسم 100 حرف');
    expect(arabicOf(VALIDATION_MESSAGES.pageSizeInvalid(200))).toBe('يجب أن يكون حجم الصفحة عددًا صحيحًا بين 1 و200');
    // An Arabic plural from the English's number.
    expect(arabicOf(VALIDATION_MESSAGES.slotDaysMax(366))).toBe('يمكن قراءة مواعيد 366 يومًا كحد أقصى في المرة الواحدة');
    const { pageSizeInvalid, anyTherapistOnly, orderItemShape, slotDaysMax, timesMax, ...plain } = VALIDATION_MESSAGES;
    const english = [
      ...Object.values(plain),
      pageSizeInvalid(200),
      anyTherapistOnly(ANY_THERAPIST),
      orderItemShape(ANY_THERAPIST),
      slotDaysMax(366),
      timesMax(48),
    ];
    for (const text of english) expect(arabicOf(text), text).toMatch(/[\u0600-\u06FF]/u);
  });

  it('gives each English text one Arabic, but for the two the contact form and the catalogue share', () => {
    expect(textsWithTwoArabic()).toEqual([
      { english: 'Description is required', arabic: ['التفاصيل مطلوبة', 'الوصف مطلوب'] },
      {
        english: 'Description must be at least 10 characters',
        arabic: ['يجب ألا تقل التفاصيل عن 10 أحرف', 'يجب ألا يقل الوصف عن 10 أحرف'],
      },
    ]);
    expect(arabicOf('Description is required')).toBe('التفاصيل مطلوبة');
  });

  it('leaves a text no catalogue knows as it is', () => {
    expect(arabicOf('Body cannot be empty when content-type is set to application/json')).toBe(
      'Body cannot be empty when content-type is set to application/json',
    );
  });
});
