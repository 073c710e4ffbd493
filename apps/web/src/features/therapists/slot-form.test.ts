import { MESSAGES } from '@salon/shared';
import { describe, expect, it } from 'vitest';
import { uuid } from '@/test/catalog-fixtures';
import { slotFormSchema } from './slot-form';

const m = MESSAGES.catalog;
const NOW = Date.parse('2026-11-18T06:00:00Z'); // 10:00 in Dubai
const schema = slotFormSchema('Asia/Dubai', () => NOW);
const messages = (value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('therapist page slot form', () => {
  it('gives the spec messages for missing fields', () => {
    expect(messages({ serviceId: '', starttime: '', duration: '' })).toEqual([
      m.serviceIdRequired,
      m.starttimeRequired,
      m.durationRequired,
    ]);
    expect(messages({ serviceId: uuid(1), starttime: '2026-11-19T09:00', duration: '0' })).toEqual([m.durationMin]);
  });

  it('reads the start on the Dubai clock and wants it ahead of now', () => {
    expect(messages({ serviceId: uuid(1), starttime: '2026-11-18T09:30', duration: '60' })).toEqual([
      m.starttimeFuture,
    ]);
    const parsed = schema.parse({ serviceId: uuid(1), starttime: '2026-11-18T10:30', duration: '45' });
    expect(parsed).toEqual({ serviceId: uuid(1), starttime: '2026-11-18T06:30:00.000Z', duration: 45 });
  });
});
