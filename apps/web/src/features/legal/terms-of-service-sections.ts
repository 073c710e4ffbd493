import { CANCELLATION_NOTICE_HOURS, CURRENCY, SALON } from '@salon/shared';
import { legalText as t } from './legal-messages';
import type { LegalSection } from './legal-section';

/** The six sections the spec lists for /terms-of-service (customer spec §2), in its order. */
export const TERMS_OF_SERVICE_SECTIONS: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: t.termsAcceptanceTitle(),
    paragraphs: [t.termsAcceptance1({ salon: SALON.name }), t.termsAcceptance2()],
  },
  {
    id: 'user-responsibilities',
    title: t.termsResponsibilitiesTitle(),
    paragraphs: [t.termsResponsibilities1()],
    points: [
      t.termsResponsibilitiesPoint1(),
      t.termsResponsibilitiesPoint2(),
      t.termsResponsibilitiesPoint3(),
      t.termsResponsibilitiesPoint4(),
    ],
  },
  {
    id: 'payment-terms',
    title: t.termsPaymentTitle(),
    paragraphs: [t.termsPayment1({ currency: CURRENCY })],
    points: [
      t.termsPaymentPoint1(),
      t.termsPaymentPoint2({ hours: CANCELLATION_NOTICE_HOURS }),
      t.termsPaymentPoint3(),
      t.termsPaymentPoint4(),
    ],
  },
  {
    id: 'service-modifications',
    title: t.termsModificationsTitle(),
    paragraphs: [t.termsModifications1(), t.termsModifications2()],
  },
  {
    id: 'health-and-safety',
    title: t.termsHealthTitle(),
    paragraphs: [t.termsHealth1(), t.termsHealth2()],
  },
  {
    id: 'code-of-conduct',
    title: t.termsConductTitle(),
    paragraphs: [t.termsConduct1(), t.termsConduct2()],
  },
];
