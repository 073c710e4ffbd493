import { readFileSync } from 'node:fs';
import MessageFormat from '@messageformat/core';
import {
  CANCELLATION_NOTICE_HOURS,
  INTL_LOCALES,
  MAX_IMAGE_MB,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  WAITLIST_MAX_DAYS_AHEAD,
  WAITLIST_MAX_ENTRIES,
  WAITLIST_OFFER_MINUTES,
} from '@salon/shared';
import { describe, expect, it } from 'vitest';

/**
 * The texts that state a rule (a notice period, a hold, a length, a size) take it as a placeholder, so the rule
 * lives in one constant. Written with today's constants they must still say what they said when the number was
 * written into the prose: the English the specification's words, the Arabic as reviewed (docs/glossary-ar.md).
 * Other placeholders are given themselves, so only the rule's number is written in.
 */
const RULE_TEXTS: { folder: string; key: string; values: Record<string, string | number>; en: string; ar: string }[] = [
  {
    folder: 'apps/web/src/features/booking',
    key: 'lateCancel',
    values: { hours: CANCELLATION_NOTICE_HOURS, phone: '{phone}' },
    en: 'Appointments can be cancelled online up to 24 hours before they start. Please call us at {phone} to cancel.',
    ar: 'يمكن إلغاء المواعيد عبر الإنترنت حتى 24 ساعة قبل بدئها. يُرجى الاتصال بنا على {phone} للإلغاء.',
  },
  {
    folder: 'apps/server/src/modules/orders/shared',
    key: 'confirmationCancelOnline',
    values: { hours: CANCELLATION_NOTICE_HOURS, link: '{link}' },
    en: 'You can cancel online up to 24 hours before an appointment on {link}; later, please call us.',
    ar: 'يمكنك الإلغاء عبر الإنترنت حتى 24 ساعة قبل الموعد من خلال {link}؛ وبعد ذلك يُرجى الاتصال بنا.',
  },
  {
    folder: 'packages/shared/src/texts/waitlist',
    key: 'timeHeld',
    values: { minutes: WAITLIST_OFFER_MINUTES },
    en: 'A time for this treatment that day is being held for someone on the waitlist. Please look again in 15 minutes: if they do not take it, it may be free.',
    ar: 'يُحجز وقت لهذه الخدمة في ذلك اليوم لشخص في قائمة الانتظار. يُرجى التحقق مرة أخرى بعد 15 دقيقة: إذا لم يحجزه، فقد يصبح متاحًا.',
  },
  {
    folder: 'packages/shared/src/texts/waitlist',
    key: 'dayTooFar',
    values: { days: WAITLIST_MAX_DAYS_AHEAD },
    en: 'Please choose a day within the next 90 days',
    ar: 'يُرجى اختيار يوم خلال الأيام الـ90 القادمة',
  },
  {
    folder: 'packages/shared/src/texts/waitlist',
    key: 'tooManyEntries',
    values: { max: WAITLIST_MAX_ENTRIES },
    en: 'You can be on at most 10 waitlists at once',
    ar: 'يمكنك التسجيل في 10 قوائم انتظار كحد أقصى في وقت واحد',
  },
  {
    folder: 'apps/web/src/features/booking',
    key: 'otherDayHint',
    values: { days: WAITLIST_MAX_DAYS_AHEAD },
    en: 'Any day in the next 90 days: when it is full, you can join its waitlist.',
    ar: 'أي يوم خلال الأيام الـ90 القادمة: إن كان محجوزًا بالكامل، يمكنك الانضمام إلى قائمة الانتظار لذلك اليوم.',
  },
  {
    folder: 'apps/web/src/features/auth',
    key: 'inviteSubtitle',
    values: { min: PASSWORD_MIN_LENGTH, salon: '{salon}' },
    en: "You are invited to {salon}'s team. Choose a password to open your account: at least 8 characters, with an uppercase letter, a lowercase letter and a number.",
    ar: 'أنت مدعو للانضمام إلى فريق {salon}. اختر كلمة مرور لفتح حسابك: 8 أحرف على الأقل، تتضمن حرفًا كبيرًا وحرفًا صغيرًا ورقمًا.',
  },
  {
    folder: 'apps/web/src/routes/public',
    key: 'resetSubtitle',
    values: { min: PASSWORD_MIN_LENGTH },
    en: 'Use at least 8 characters, with an uppercase letter, a lowercase letter and a number.',
    ar: 'استخدم 8 أحرف على الأقل، تتضمن حرفًا كبيرًا وحرفًا صغيرًا ورقمًا.',
  },
  {
    folder: 'packages/shared/src/texts/auth',
    key: 'passwordMin',
    values: { min: PASSWORD_MIN_LENGTH },
    en: 'Password must be at least 8 characters',
    ar: 'يجب ألا تقل كلمة المرور عن 8 أحرف',
  },
  {
    folder: 'packages/shared/src/texts/auth',
    key: 'passwordMax',
    values: { max: PASSWORD_MAX_LENGTH },
    en: 'Password must not exceed 256 characters',
    ar: 'يجب ألا تتجاوز كلمة المرور 256 حرفًا',
  },
  {
    folder: 'apps/web/src/components/ui',
    key: 'imageHint',
    values: { mb: MAX_IMAGE_MB },
    en: 'JPG, PNG or GIF, up to 5 MB. Optional.',
    ar: 'JPG أو PNG أو GIF، بحد أقصى 5 ميغابايت. اختياري.',
  },
  {
    folder: 'packages/shared/src/texts/catalog',
    key: 'imageType',
    values: { mb: MAX_IMAGE_MB },
    en: 'That file is not a picture the site can use: choose a JPG, PNG or GIF of up to 5 MB',
    ar: 'هذا الملف ليس صورة يمكن للموقع استخدامها: اختر صورة JPG أو PNG أو GIF لا يزيد حجمها على 5 ميغابايت',
  },
  {
    folder: 'packages/shared/src/texts/catalog',
    key: 'imageTooLarge',
    values: { mb: MAX_IMAGE_MB },
    en: 'The image must not be larger than 5 MB',
    ar: 'يجب ألا يتجاوز حجم الصورة 5 ميغابايت',
  },
];

/** The repository, which the catalogues' folders are named from. */
const ROOT = new URL('../../../', import.meta.url);

function render(folder: string, language: 'en' | 'ar', key: string, values: Record<string, string | number>) {
  const texts = JSON.parse(readFileSync(new URL(`${folder}/i18n/${language}.json`, ROOT), 'utf8'));
  // As scripts/messages-plugin.mjs compiles them, in the locale each language's numbers are written in.
  return new MessageFormat(INTL_LOCALES[language], { strict: false }).compile(texts[key])(values);
}

describe('texts that state a rule', () => {
  it.each(RULE_TEXTS)('$folder $key says the same with its constant', ({ folder, key, values, en, ar }) => {
    expect(render(folder, 'en', key, values)).toBe(en);
    expect(render(folder, 'ar', key, values)).toBe(ar);
  });
});
