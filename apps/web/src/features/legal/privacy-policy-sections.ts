import { LOCALE_COOKIE, SALON, SESSION_DAYS } from '@salon/shared';
import { STORAGE_KEYS } from '@/lib/ui-constants';
import { legalText as t } from './legal-messages';
import type { LegalCookie, LegalSection } from './legal-section';

/**
 * Every cookie the site sets, as the browser receives them (e2e/tests/cookies-policy.spec.ts compares this list
 * with the cookies a signed-in browser holds): the server's session (apps/server/src/plugins/auth.ts), the
 * page's own session model (lib/session-cookie.ts), the language (lib/request-locale.ts) and Google's flow
 * (modules/users/google/flow-cookie.ts, TOKEN_LIFETIMES.googleFlowMinutes). There is no CSRF cookie: other
 * sites' writes are refused by their Origin and Fetch Metadata headers.
 */
const GOOGLE_FLOW_MINUTES = 10;
const signedIn = t.cookieSignedInLifetime({ emailDays: SESSION_DAYS.emailLogin, googleDays: SESSION_DAYS.google });
export const SITE_COOKIES: readonly LegalCookie[] = [
  { name: 'salon_session', purpose: t.cookieSessionPurpose(), lifetime: signedIn },
  { name: STORAGE_KEYS.authCookie, purpose: t.cookieModelPurpose(), lifetime: signedIn },
  { name: LOCALE_COOKIE, purpose: t.cookieLanguagePurpose(), lifetime: t.cookieLanguageLifetime() },
  {
    name: 'google_oauth_flow',
    purpose: t.cookieGooglePurpose(),
    lifetime: t.cookieGoogleLifetime({ minutes: GOOGLE_FLOW_MINUTES }),
  },
];

/** The sections the spec lists for /privacy-policy (customer spec §2), in its order. */
export const PRIVACY_POLICY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'information-we-collect',
    title: t.privacyCollectTitle(),
    paragraphs: [t.privacyCollect1()],
    points: [
      t.privacyCollectPoint1(),
      t.privacyCollectPoint2(),
      t.privacyCollectPoint3(),
      t.privacyCollectPoint4(),
      t.privacyCollectPoint5(),
    ],
  },
  {
    id: 'how-we-use-information',
    title: t.privacyUseTitle(),
    paragraphs: [t.privacyUse1(), t.privacyUse2()],
  },
  {
    id: 'sharing-information',
    title: t.privacySharingTitle(),
    paragraphs: [t.privacySharing1()],
  },
  {
    id: 'data-security',
    title: t.privacySecurityTitle(),
    paragraphs: [t.privacySecurity1()],
  },
  {
    id: 'marketing',
    title: t.privacyMarketingTitle(),
    paragraphs: [t.privacyMarketing1()],
  },
  {
    id: 'your-rights',
    title: t.privacyRightsTitle(),
    paragraphs: [t.privacyRights1()],
  },
  {
    id: 'cookies',
    title: t.privacyCookiesTitle(),
    paragraphs: [t.privacyCookies1(), t.privacyCookies2({ email: SALON.emails[0] })],
    cookies: SITE_COOKIES,
  },
];
