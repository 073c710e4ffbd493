import { overviewText as t } from './overview-messages';

/** A therapist's My day screen (issue 15): texts only the screen shows. */
export const MY_DAY_MESSAGES = {
  title: t.myDayTitle(),
  intro: t.myDayIntro(),
  loading: t.myDayLoading(),
  loadFailed: t.myDayLoadFailed(),
  empty: t.myDayEmpty(),
  day: t.myDayDay(),
  week: t.myDayWeek(),
  previous: t.myDayPrevious(),
  next: t.myDayNext(),
  today: t.myDayToday(),
  done: t.myDayDone(),
  noShow: t.myDayNoShow(),
  markedDone: t.myDayMarkedDone(),
  markedNoShow: t.myDayMarkedNoShow(),
  markFailed: t.myDayMarkFailed(),
} as const;
