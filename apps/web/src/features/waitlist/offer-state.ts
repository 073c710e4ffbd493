import { type TWaitlistOffer, WAITLIST_MESSAGES } from '@salon/shared';
import { ApiError } from '@/lib/api-client';

/** What the offer page shows: the held time, or why it is no longer there. */
export type OfferView = 'open' | 'expired' | 'taken' | 'gone' | 'declined';

/** The offer's state from its status, and its clock: an open offer past `expiresAt` has lapsed for the customer. */
export function offerView(offer: TWaitlistOffer, now: number): OfferView {
  switch (offer.status) {
    case 'open':
      return Date.parse(offer.expiresAt) > now ? 'open' : 'expired';
    case 'lapsed':
      return 'expired';
    case 'taken':
      return 'taken';
    case 'declined':
      return 'declined';
    case 'void':
      return 'gone';
  }
}

/** A refused accept (409) as the state it reveals, by the server's message; null for any other failure. */
export function refusalView(error: unknown): OfferView | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  if (error.message === WAITLIST_MESSAGES.offerExpired) return 'expired';
  if (error.message === WAITLIST_MESSAGES.offerTaken) return 'taken';
  if (error.message === WAITLIST_MESSAGES.offerSlotGone) return 'gone';
  return null;
}
