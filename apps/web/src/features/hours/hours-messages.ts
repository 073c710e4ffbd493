import { catalogue } from '@salon/shared';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/** Texts only the hours screens show (the server's refusals are in packages/shared's HOURS_MESSAGES). */
export const hoursText = catalogue(messages);

const t = hoursText;

/** The hours screens' static texts, under the names the screens (and the therapist's schedule form) use. */
export const HOURS_UI = {
  panelTitle: t.panelTitle(),
  panelIntro: t.panelIntro(),
  weekTitle: t.weekTitle(),
  open: t.open(),
  opens: t.opens(),
  closes: t.closes(),
  closed: t.closed(),
  saveWeek: t.saveWeek(),
  weekSaved: t.weekSaved(),
  closuresTitle: t.closuresTitle(),
  closuresEmpty: t.closuresEmpty(),
  addClosure: t.addClosure(),
  closureAdded: t.closureAdded(),
  from: t.from(),
  to: t.to(),
  reason: t.reason(),
  remove: t.remove(),
  removed: t.removed(),
  affectedTitle: t.affectedTitle(),
  affectedNone: t.affectedNone(),
  onDaysOffTitle: t.onDaysOffTitle(),
  onDaysOffLoadError: t.onDaysOffLoadError(),
  therapistWeekTitle: t.therapistWeekTitle(),
  therapistFollowsSalon: t.therapistFollowsSalon(),
  therapistWeekSaved: t.therapistWeekSaved(),
  working: t.working(),
  absencesTitle: t.absencesTitle(),
  absencesEmpty: t.absencesEmpty(),
  addAbsence: t.addAbsence(),
  absenceAdded: t.absenceAdded(),
  scheduleTitle: t.scheduleTitle(),
  scheduleIntro: t.scheduleIntro(),
  scheduleWeek: t.scheduleWeek(),
  scheduleMonth: t.scheduleMonth(),
  fullDay: t.fullDay(),
  times: t.times(),
  duration: t.duration(),
  services: t.services(),
  schedule: t.schedule(),
  loadError: t.loadError(),
  footerLoading: t.footerLoading(),
} as const;

/** 'Created 12 slots; skipped 2 already taken' */
export const scheduledText = (created: number, skipped: number) =>
  skipped > 0 ? t.scheduledSkipped({ created, skipped }) : t.scheduled({ created });
