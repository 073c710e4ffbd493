import { describe, expect, it } from 'vitest';
import { parseDateText } from './date-text';
import { MESSAGES, OVERVIEW_MESSAGES, SERVICE_SITE_MESSAGES } from './messages';
import { formatDateKey, formatSalonDateTime, formatSalonTime, salonTimesNote } from './time-format';

/** 18:30 on Tuesday 10 June 2025 in Dubai (UTC+4). */
const instant = new Date('2025-06-10T14:30:00Z');

describe('salon times in Arabic (issue 18)', () => {
  it('formats by Intl in ar-AE on the salon’s clock, English unless told', () => {
    expect(formatSalonDateTime(instant, 'Asia/Dubai')).toBe('Tue, Jun 10, 2025, 06:30 PM');
    expect(formatSalonDateTime(instant, 'Asia/Dubai', 'ar')).toBe('الثلاثاء، 10 يونيو 2025، 06:30 م');
    expect(formatSalonTime(instant, 'Asia/Dubai', 'ar')).toBe('06:30 م');
    expect(formatDateKey('2025-06-10', 'Asia/Dubai', 'ar')).toBe('الثلاثاء، 10 يونيو 2025');
    expect(salonTimesNote('Asia/Dubai')).toBe('Times are Dubai time.');
    expect(salonTimesNote('Asia/Dubai', 'ar')).toBe('الأوقات بتوقيت دبي.');
  });

  it('reads the Arabic dashboard’s date words, with or without hamzas', () => {
    expect(parseDateText('الثلاثاء، 10 يونيو 2025')).toEqual({ weekday: 2, day: 10, month: 6, year: 2025 });
    expect(parseDateText('ابريل')).toEqual({ month: 4 });
    expect(parseDateText('الأحد الاثنين')).toBeNull();
  });

  it('keeps the shared messages’ English word for word, functions included', () => {
    expect(MESSAGES.auth.invalidCredentials).toBe('Invalid email or password');
    expect(MESSAGES.staffNoteTooLong).toBe('A note must not exceed 1000 characters');
    expect(MESSAGES.staff).not.toHaveProperty('staffNoteTooLong');
    expect(SERVICE_SITE_MESSAGES.saveToday('30.00')).toBe('Save AED 30.00 today!');
    expect(OVERVIEW_MESSAGES.steps).toEqual(['Select Services & Appointments', 'Customer Information', 'Confirmation']);
    expect(OVERVIEW_MESSAGES.appointmentsCreated(1)).toBe('1 appointments created successfully!');
  });
});
