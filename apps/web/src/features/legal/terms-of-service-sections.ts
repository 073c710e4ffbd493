import { CANCELLATION_NOTICE_HOURS, CURRENCY, SALON } from '@salon/shared';
import type { LegalSection } from './legal-section';

/** The six sections the spec lists for /terms-of-service (customer spec §2), in its order. */
export const TERMS_OF_SERVICE_SECTIONS: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    paragraphs: [
      `By browsing this website, creating an account or booking an appointment with ${SALON.name}, you agree to these Terms of Service. If you do not agree with them, please do not use the website or our booking services.`,
      'We may update these terms from time to time. The version published on this page applies to every booking made after it appears.',
    ],
  },
  {
    id: 'user-responsibilities',
    title: 'User Responsibilities',
    paragraphs: ['To keep bookings running smoothly for every guest, we ask you to:'],
    points: [
      'give accurate, up-to-date contact details so we can confirm or, if needed, change your appointment;',
      'keep your password private, as you are responsible for bookings made with your account;',
      'book only for yourself, or for people who have asked you to book for them;',
      'arrive about 10 minutes early; if you are late we may need to shorten your treatment so the next guest is not kept waiting.',
    ],
  },
  {
    id: 'payment-terms',
    title: 'Payment Terms',
    paragraphs: [
      `All prices are shown in UAE dirhams (${CURRENCY}). Payment is made at the spa: we do not take card details or payments on this website.`,
    ],
    points: [
      'Treatments are paid in advance, at our reception before your treatment begins.',
      `Please cancel or reschedule at least ${CANCELLATION_NOTICE_HOURS} hours before your appointment to avoid charges. Later cancellations may be charged in full.`,
      'There are no refunds for no-shows.',
      'Offers and discounts apply at the time of booking and cannot be combined unless we say so.',
    ],
  },
  {
    id: 'service-modifications',
    title: 'Service Modifications',
    paragraphs: [
      'We refine our menu regularly and may change treatments, durations or prices, or withdraw a service. The price confirmed when you booked is the price you pay.',
      'If your therapist becomes unavailable through illness or emergency, we will offer you another qualified therapist or a new time. If neither suits you, you may cancel without any charge.',
    ],
  },
  {
    id: 'health-and-safety',
    title: 'Health and Safety',
    paragraphs: [
      'Your wellbeing comes first. Before your treatment, please tell us about any allergies, skin conditions, medication, pregnancy or medical condition that could affect it.',
      'Some treatments, such as hair colour and lash or brow tinting, need a patch test at least 48 hours beforehand. We may adapt or decline a treatment if we believe it is not safe for you, and we ask you to reschedule if you have a contagious illness.',
    ],
  },
  {
    id: 'code-of-conduct',
    title: 'Code of Conduct',
    paragraphs: [
      'We want the salon to feel calm and respectful for everyone. Please treat our team and other guests with courtesy, and keep phone calls quiet in treatment areas.',
      'We do not tolerate harassment, abusive language or discriminatory behaviour towards anyone. We may end a treatment, refuse service or cancel future bookings if this happens. Children under 12 are welcome when accompanied by an adult.',
    ],
  },
];
