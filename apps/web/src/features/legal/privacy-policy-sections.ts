import { SALON } from '@salon/shared';
import type { LegalSection } from './legal-section';

/** The sections the spec lists for /privacy-policy (customer spec §2), in its order. */
export const PRIVACY_POLICY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    paragraphs: ['We only collect what we need to look after you and your bookings:'],
    points: [
      'account details: your name, e-mail address, phone number and a password, which we store only in scrambled (hashed) form;',
      'booking details: the treatments, therapists, dates and times you choose;',
      'messages you send us, for example through the contact form;',
      'if you sign in with Google, the name and e-mail address Google shares with us;',
      'basic technical data your browser sends with every request, such as its type, kept in short-lived server logs.',
    ],
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    paragraphs: [
      'We use your information to create and manage your account, take and confirm your bookings, remind you of appointments, answer your questions and keep our records as UAE law requires.',
      'We also look at booking patterns as a whole, never individually, to plan staff and opening hours.',
    ],
  },
  {
    id: 'sharing-information',
    title: 'Sharing Your Information',
    paragraphs: [
      'We never sell or rent your personal information. We share it only with the providers who host our website and deliver our e-mails, under contracts that require them to protect it, with Google when you choose to sign in with Google, and with authorities when the law requires us to.',
    ],
  },
  {
    id: 'data-security',
    title: 'Data Security',
    paragraphs: [
      'Connections to our website are encrypted, passwords are never stored in readable form, and only the team members who need your details to serve you can see them. No system is perfectly secure, so please choose a strong password and keep it to yourself.',
    ],
  },
  {
    id: 'marketing',
    title: 'Marketing Communications',
    paragraphs: [
      'We send news and offers only if you have agreed to receive them, and every message includes a way to stop them. Messages about your own bookings are not marketing, so you will keep receiving those.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    paragraphs: [
      'In line with the UAE Personal Data Protection Law, you may ask to see the personal information we hold about you, correct it, delete it, or withdraw a consent you gave us. Write to us and we will answer within 30 days.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies',
    paragraphs: [
      'We use a single essential cookie, auth_model, to keep you signed in; it is removed when you log out and expires on its own. Your browser also remembers the appointments you book on this device, so they appear on your My Appointments page.',
      `We do not use advertising or tracking cookies. You can clear cookies and stored data in your browser at any time; you will then need to sign in again. Questions: ${SALON.emails[0]}.`,
    ],
  },
];
