import { SALON } from '@salon/shared';
import { describe, expect, it } from 'vitest';
import { OFFER_TEXTS } from '@/modules/waitlist/waitlist.texts';
import { MESSAGE_TEXTS } from './messaging.texts';

/** 18:30 on Tuesday 10 June 2025 in Dubai (UTC+4). */
const subject = {
  orderId: '0d9c2a7e-1b2c-4d5e-8f90-1234567890ab',
  serviceName: 'قص الشعر',
  therapistName: 'Elena',
  starttime: new Date('2025-06-10T14:30:00Z'),
};

describe('SMS and WhatsApp texts in the recipient’s language (issue 18)', () => {
  it('keeps the English texts as they were', () => {
    expect(MESSAGE_TEXTS['reminder-2h']({ ...subject, serviceName: 'Cut' }, 'Asia/Dubai')).toMatch(
      /: see you soon! Your Cut with Elena starts at 06:30 PM\.$/,
    );
    expect(MESSAGE_TEXTS.confirmation({ ...subject, serviceName: 'Cut' }, 'Asia/Dubai', 'en')).toMatch(
      /: booking #\w{8} confirmed\. Cut with Elena, Tue, Jun 10, 2025, 06:30 PM\. To change it, call .+\.$/,
    );
  });

  it('writes Arabic with the Dubai date and time by Intl', () => {
    const confirmation = MESSAGE_TEXTS.confirmation(subject, 'Asia/Dubai', 'ar');
    expect(confirmation).toContain('تم تأكيد الحجز');
    expect(confirmation).toContain('قص الشعر مع Elena، الثلاثاء، 10 يونيو 2025، 06:30 م.');
    // Right to left from its first letter, though it opens with the salon's Latin name; the phone number and
    // the booking reference isolated left to right, so their digits keep their order inside the Arabic line.
    expect(confirmation.startsWith('\u200f')).toBe(true);
    expect(confirmation).toContain(`\u2066${SALON.phones[0]}\u2069`);
    expect(confirmation).toMatch(/\u2066#\w{8}\u2069/);
    expect(MESSAGE_TEXTS['reminder-24h'](subject, 'Asia/Dubai', 'ar')).toContain('تذكير بموعد قص الشعر مع Elena');
    expect(MESSAGE_TEXTS['reminder-2h'](subject, 'Asia/Dubai', 'ar')).toContain('في الساعة 06:30 م.');
  });

  it('offers a waitlist time in Arabic, mail and text', () => {
    const offer = { ...subject, customerName: 'ليلى', link: 'http://salon.test/waitlist/offers/1' };
    expect(OFFER_TEXTS.mailSubject(offer, 'ar')).toMatch(/^موعد متاح لك لخدمة قص الشعر في /);
    const body = OFFER_TEXTS.mailBody(offer, 'Asia/Dubai', 'ar');
    expect(body).toMatch(/^مرحبًا ليلى،/);
    expect(body).toContain('الثلاثاء، 10 يونيو 2025، 06:30 م');
    expect(body).toContain('لمدة 15 دقيقة.');
    expect(OFFER_TEXTS.text(offer, 'Asia/Dubai', 'ar')).toContain('احجزه: http://salon.test/waitlist/offers/1');
  });
});
