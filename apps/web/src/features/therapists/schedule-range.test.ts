import { ZScheduleRequest } from '@salon/shared';
import { describe, expect, it } from 'vitest';
import { scheduleDraft, scheduleRequestOf } from './schedule-range';

describe('the scheduler form', () => {
  it('spans a week or a month from the first day, across a month end', () => {
    expect(scheduleDraft('2031-01-28', 'week')).toMatchObject({ from: '2031-01-28', to: '2031-02-03', fullDay: true });
    expect(scheduleDraft('2031-01-28', 'month').to).toBe('2031-02-26');
  });

  it('keeps the other fields when the span changes', () => {
    const draft = { ...scheduleDraft('2031-01-28', 'week'), serviceIds: ['a'], duration: '45' };
    expect(scheduleDraft('2031-01-28', 'month', draft)).toMatchObject({ serviceIds: ['a'], duration: '45' });
  });

  it('reads the typed times, padding single-digit hours, and the shared schema checks the rest', () => {
    const draft = { ...scheduleDraft('2031-01-28', 'week'), fullDay: false, times: '9:00, 14:30 16:00' };
    expect(scheduleRequestOf(draft).times).toEqual(['09:00', '14:30', '16:00']);
    const noService = ZScheduleRequest.safeParse(scheduleRequestOf(draft));
    expect(noService.success).toBe(false);
    const tooLong = ZScheduleRequest.safeParse({
      ...scheduleRequestOf(draft),
      serviceIds: [crypto.randomUUID()],
      to: '2031-04-30',
    });
    expect(tooLong.error?.issues[0]?.message).toBe('Please choose at most 62 days at once');
  });

  it('says in words, not in zod’s, that too many times were typed', () => {
    const times = Array.from(
      { length: 49 },
      (_, index) => `${String(index % 24).padStart(2, '0')}:${index < 24 ? '00' : '30'}`,
    );
    const draft = { ...scheduleDraft('2031-01-28', 'week'), fullDay: false, times: times.join(' ') };
    const tooMany = ZScheduleRequest.safeParse({ ...scheduleRequestOf(draft), serviceIds: [crypto.randomUUID()] });
    expect(tooMany.error?.issues.map((issue) => issue.message)).toEqual(['Please choose at most 48 times']);
  });
});
