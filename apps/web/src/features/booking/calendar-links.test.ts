import { describe, expect, it } from 'vitest';
import { appointmentCalendarPath, googleCalendarUrl } from './calendar-links';

describe('add to calendar', () => {
  it('opens Google Calendar with the appointment in UTC, whatever the zone, its words encoded', () => {
    const url = new URL(
      googleCalendarUrl({
        title: 'Gel Manicure with Aisha Rahman & co',
        details: 'Your Gel Manicure appointment.',
        // 14:30 in Dubai (UTC+4).
        startsAt: Date.parse('2026-12-01T10:30:00Z'),
        endsAt: Date.parse('2026-12-01T11:15:00Z'),
      }),
    );
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20261201T103000Z/20261201T111500Z');
    expect(url.searchParams.get('text')).toBe('Gel Manicure with Aisha Rahman & co');
    expect(url.searchParams.get('location')).toContain('Dubai');
  });

  it('downloads the calendar file of one appointment from the server', () => {
    expect(appointmentCalendarPath('a/b')).toBe('/api/orders/mine/appointments/a%2Fb/calendar');
  });
});
