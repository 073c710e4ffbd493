import { SALON } from '@salon/shared';
import { legalText as t } from './legal-messages';
import type { LegalSection } from './legal-section';

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
  },
];
