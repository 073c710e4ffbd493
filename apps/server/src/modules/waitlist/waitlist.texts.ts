import { formatSalonDateTime, SALON, WAITLIST_OFFER_MINUTES } from '@salon/shared';
import { letter } from '../orders/orders.mail';

/**
 * Every text the waitlist sends (issue 16), in one place: the offer by e-mail and by SMS / WhatsApp. Each is
 * one template filled with the offer's facts; the time is the salon's, formatted by Intl in its time zone.
 */
export interface OfferSubject {
  customerName: string;
  serviceName: string;
  therapistName: string;
  starttime: Date;
  /** `${PUBLIC_URL}/waitlist/offers/<offerId>`: the page that takes or declines the offer. */
  link: string;
}

export const OFFER_TEXTS = {
  mailSubject: (s: OfferSubject) => `A time for ${s.serviceName} is free for you at ${SALON.name}`,
  mailBody: (s: OfferSubject, timeZone: string) =>
    letter(s.customerName, [
      [
        `Good news from the waitlist: ${s.serviceName} with ${s.therapistName} on ${formatSalonDateTime(s.starttime, timeZone)} is free, and we are holding it for you for ${WAITLIST_OFFER_MINUTES} minutes.`,
      ],
      [`To book it, or to let the next person have it, open ${s.link}`],
      [
        'If you do nothing, it goes to the next person on the waitlist and you stay on the list for other times that day.',
      ],
    ]),
  text: (s: OfferSubject, timeZone: string) =>
    `${SALON.name}: ${s.serviceName} with ${s.therapistName}, ${formatSalonDateTime(s.starttime, timeZone)} is free and held for you for ${WAITLIST_OFFER_MINUTES} minutes. Book it: ${s.link}`,
};

/** Where the customer opens an offer (the web app's page). */
export const offerLink = (publicUrl: string, offerId: string) => `${publicUrl}/waitlist/offers/${offerId}`;
