import { catalogue, DELETE_CONFIRMATION_WORD } from '@salon/shared';
import { DIRECTION } from '../../lib/locale';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/** My account's texts in this build's language. */
export const accountText = catalogue(messages);
const t = accountText;

/** A date or a browser's name inside a right-to-left sentence keeps its own order (Unicode's first-strong isolate). */
const iso = (text: string) => (DIRECTION === 'rtl' ? `\u2068${text}\u2069` : text);

/** My account's own texts (the server's answers come from the shared ACCOUNT_MESSAGES). */
export const ACCOUNT_TEXTS = {
  title: t.title(),
  subtitle: t.subtitle(),
  profileHeading: t.profileHeading(),
  profileSave: t.profileSave(),
  profileFailed: t.profileFailed(),
  channelsHeading: t.channelsHeading(),
  channelsIntro: t.channelsIntro(),
  channelsLegend: t.channelsLegend(),
  channelEmail: t.channelEmail(),
  channelEmailHint: t.channelEmailHint(),
  channelSms: t.channelSms(),
  channelSmsHint: t.channelSmsHint(),
  channelWhatsapp: t.channelWhatsapp(),
  channelWhatsappHint: t.channelWhatsappHint(),
  channelsSave: t.channelsSave(),
  channelsFailed: t.channelsFailed(),
  emailHeading: t.emailHeading(),
  emailCurrent: t.emailCurrent(),
  emailNew: t.emailNew(),
  emailHint: t.emailHint(),
  emailSubmit: t.emailSubmit(),
  emailFailed: t.emailFailed(),
  passwordHeading: t.passwordHeading(),
  passwordCurrent: t.passwordCurrent(),
  passwordNew: t.passwordNew(),
  passwordConfirm: t.passwordConfirm(),
  passwordSubmit: t.passwordSubmit(),
  passwordFailed: t.passwordFailed(),
  googleOnlyNote: t.googleOnlyNote(),
  sessionsHeading: t.sessionsHeading(),
  sessionsIntro: t.sessionsIntro(),
  sessionsLoadFailed: t.sessionsLoadFailed(),
  sessionThisDevice: t.sessionThisDevice(),
  unknownBrowser: t.unknownBrowser(),
  sessionStarted: (when: string) => t.sessionStarted({ when: iso(when) }),
  sessionEnd: t.sessionEnd(),
  sessionEndLabel: (browser: string) => t.sessionEndLabel({ browser: iso(browser) }),
  sessionEndFailed: t.sessionEndFailed(),
  everywhere: t.everywhere(),
  everywhereTitle: t.everywhereTitle(),
  everywhereQuestion: t.everywhereQuestion(),
  everywhereBusy: t.everywhereBusy(),
  everywhereFailed: t.everywhereFailed(),
  dataHeading: t.dataHeading(),
  dataIntro: t.dataIntro(),
  dataDownload: t.dataDownload(),
  deleteHeading: t.deleteHeading(),
  deleteIntro: t.deleteIntro(),
  deleteOpen: t.deleteOpen(),
  deleteTitle: t.deleteTitle(),
  deleteQuestion: t.deleteQuestion(),
  deleteConfirm: t.deleteConfirm(),
  deletePasswordLabel: t.deletePasswordLabel(),
  deleteWordLabel: t.deleteWordLabel({ word: DELETE_CONFIRMATION_WORD }),
  deleteFailed: t.deleteFailed(),
  saving: t.saving(),
  loading: t.loading(),
  loadFailed: t.loadFailed(),
} as const;
