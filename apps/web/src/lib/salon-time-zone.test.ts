import { DEFAULT_SALON_TIMEZONE } from '@salon/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { readSalonTimeZone } from './salon-time-zone';

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="salon-time-zone"]')) meta.remove();
});

function writeZone(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'salon-time-zone';
  meta.content = content;
  document.head.append(meta);
}

describe("the salon's time zone", () => {
  it('is the one the server wrote into the page', () => {
    writeZone('Asia/Kolkata');
    expect(readSalonTimeZone()).toBe('Asia/Kolkata');
  });

  it('falls back to the default on a page no server wrote, or one that names no real zone', () => {
    expect(readSalonTimeZone()).toBe(DEFAULT_SALON_TIMEZONE);
    writeZone('Mars/Olympus');
    expect(readSalonTimeZone()).toBe(DEFAULT_SALON_TIMEZONE);
  });
});
