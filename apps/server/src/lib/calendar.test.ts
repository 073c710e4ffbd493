import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar } from './calendar';

const event = {
  uid: 'item-1@salon-booking',
  start: new Date('2031-03-04T10:30:00Z'),
  end: new Date('2031-03-04T11:30:00Z'),
  summary: 'Gel Manicure; with Aisha, \\ at Lumière',
  description: `Line one.\nA long line with letters of two and three bytes (é, 日本) ${'日本 '.repeat(30)}end.`,
};

describe('the .ics file', () => {
  it('escapes text, folds lines at 75 octets and reads back as written, in UTC', () => {
    const file = buildCalendar([event]);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of file.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(file));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(vevent.uid).toBe(event.uid);
    expect(vevent.summary).toBe(event.summary);
    expect(vevent.description).toBe(event.description);
    expect(vevent.startDate.toJSDate().toISOString()).toBe(event.start.toISOString());
    expect(file).toContain('DTSTART:20310304T103000Z');
  });

  it('cancels with the same UID', () => {
    const calendar = new ICAL.Component(ICAL.parse(buildCalendar([event], 'CANCEL')));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('uid')).toBe(event.uid);
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});
