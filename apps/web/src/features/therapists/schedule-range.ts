import { addLocalDays, localDateKey, parseDateKey } from '@salon/shared';

/** The scheduler form's draft: text as typed, turned into a request by `scheduleRequestOf`. */
export interface ScheduleDraft {
  from: string;
  to: string;
  duration: string;
  fullDay: boolean;
  /** '10:00, 14:30' */
  times: string;
  serviceIds: string[];
}

/** A week (7 days) or a month (30 days) from a day; the other fields kept. */
export function scheduleDraft(from: string, span: 'week' | 'month', previous?: ScheduleDraft): ScheduleDraft {
  const days = span === 'week' ? 6 : 29;
  return {
    duration: '60',
    fullDay: true,
    times: '',
    serviceIds: [],
    ...previous,
    from,
    to: localDateKey(addLocalDays(parseDateKey(from), days)),
  };
}

export function scheduleRequestOf(draft: ScheduleDraft) {
  return {
    from: draft.from,
    to: draft.to,
    duration: draft.duration,
    fullDay: draft.fullDay,
    serviceIds: draft.serviceIds,
    times: draft.times
      .split(/[,\s]+/)
      .map((time) => time.trim())
      .filter(Boolean)
      .map((time) => (/^\d:\d\d$/.test(time) ? `0${time}` : time)),
  };
}
