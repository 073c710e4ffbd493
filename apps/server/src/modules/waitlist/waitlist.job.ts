import { zonedDateKey } from '@salon/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@/db/client';
import { serviceNameIn } from '@/lib/catalog-text';
import { PG_DEADLOCK_DETECTED, PG_UNIQUE_VIOLATION, postgresErrorCode } from '@/lib/errors';
import { inLocale, type Mailer } from '@/lib/mail';
import { MESSAGE_CHANNELS, type MessagingProvider } from '@/lib/messaging';
import { startPeriodicJob } from '@/lib/periodic-job';
import { type TextGate, textGateOf } from '@/modules/messaging';
import * as offers from './waitlist.offers.repository';
import { OFFER_TEXTS, offerLink } from './waitlist.texts';

/** New offers one pass makes at most: a pass stays short however many slots free up at once. */
export const OFFERS_PER_PASS = 100;

export interface WaitlistJobDeps {
  db: Database;
  mailer: Mailer;
  messenger: MessagingProvider;
  timeZone: string;
  publicUrl: string;
  log: { error(object: object, message: string): void; warn(object: object, message: string): void };
  /** Who may be texted, at which number, how much: the same gate as the appointment messages. */
  texts: TextGate;
}

/**
 * Offers free slots to the waitlist: each slot (all of them, or `onlySlots`) that a waiting entry
 * wishes for goes to the earliest-joined such entry that was not offered it before, one slot per
 * transaction (see `offerSlot`). A slot nobody waits for stays as it is: on sale. Returns the offers made.
 */
export async function offerFreeSlots(deps: WaitlistJobDeps, onlySlots?: string[]): Promise<string[]> {
  if (onlySlots?.length === 0) return [];
  const today = zonedDateKey(new Date(), deps.timeZone);
  const slots = await offers.listSlotsToOffer(deps.db, deps.timeZone, today, OFFERS_PER_PASS, onlySlots);
  const made: string[] = [];
  for (const slotId of slots) {
    try {
      const offerId = await deps.db.transaction((tx) => offers.offerSlot(tx, slotId, deps.timeZone));
      if (offerId) made.push(offerId);
    } catch (error) {
      // Another process offered it or its entry a moment before (the unique indexes said no), or a lock
      // timed out: this slot waits for the next pass, the others go on.
      if (postgresErrorCode(error) !== PG_UNIQUE_VIOLATION && postgresErrorCode(error) !== PG_DEADLOCK_DETECTED) {
        throw error;
      }
    }
  }
  return made;
}

/**
 * Sends each new offer's message once (claimed with a lease, as the message job does): by e-mail to a
 * verified address whose owner keeps e-mail on, by SMS and WhatsApp on the channels they opted in to. A
 * provider's failure is logged and never holds the offer back: the page and My Appointments show it too,
 * and it lasts only minutes, so it is not tried again.
 */
export async function sendOfferMessages(deps: WaitlistJobDeps): Promise<number> {
  const claimed = await offers.readClaimedOffers(deps.db, await offers.claimUnsentOffers(deps.db));
  for (const offer of claimed) {
    const locale = offer.locale ?? 'en';
    const subject = {
      ...offer,
      serviceName: serviceNameIn(offer, locale),
      link: offerLink(deps.publicUrl, offer.id),
    };
    const sends: Promise<unknown>[] = [];
    if (offer.email && offer.emailVerifiedAt && offer.byEmail) {
      sends.push(
        deps.mailer.send(
          inLocale(
            {
              to: offer.email,
              subject: OFFER_TEXTS.mailSubject(subject, locale),
              text: OFFER_TEXTS.mailBody(subject, deps.timeZone, locale),
              link: subject.link,
            },
            locale,
          ),
        ),
      );
    }
    const chosen = { sms: offer.bySms, whatsapp: offer.byWhatsapp };
    for (const channel of MESSAGE_CHANNELS) {
      if (!chosen[channel] || !deps.messenger.channels.has(channel)) continue;
      // Only to a proved number of a verified account, under the daily caps; a refused text is not tried again.
      const decision = await deps.texts.admit(offer, channel);
      if (!('to' in decision)) continue;
      const body = OFFER_TEXTS.text(subject, deps.timeZone, locale);
      sends.push(deps.messenger.send({ channel, to: decision.to, body }));
    }
    for (const result of await Promise.allSettled(sends)) {
      if (result.status === 'rejected') {
        deps.log.warn({ err: result.reason, offerId: offer.id }, 'waitlist offer message could not be sent');
      }
    }
    await offers.markNotified(deps.db, offer.id);
  }
  return claimed.length;
}

/**
 * One pass of the waitlist: offers whose slot was booked are settled, offers whose time is up lapse and
 * their slots pass on, entries of days gone by end, free slots are offered, new offers are sent.
 */
export async function runWaitlistPass(deps: WaitlistJobDeps): Promise<{ offered: number; sent: number }> {
  await offers.settleOffersOnGoneSlots(deps.db);
  await offers.lapseExpiredOffers(deps.db);
  await offers.endPastEntries(deps.db, zonedDateKey(new Date(), deps.timeZone));
  const offered = (await offerFreeSlots(deps)).length;
  const sent = await sendOfferMessages(deps);
  return { offered, sent };
}

/**
 * Right after a request freed slots (a cancellation, a decline, someone leaving the list) or made some:
 * offers them to the waitlist at once rather than at the next pass. Best effort: a failure is logged, the
 * caller's request stands, and the periodic pass tries again.
 */
export async function passOnSlots(deps: WaitlistJobDeps, slotIds: string[]): Promise<void> {
  if (slotIds.length === 0) return;
  try {
    if ((await offerFreeSlots(deps, slotIds)).length === 0) return;
  } catch (error) {
    deps.log.error({ err: error, slotIds }, 'waitlist offers after a freed slot failed');
    return;
  }
  // The messages go after the answer: a slow mail server or gateway never holds the request that freed the slot.
  void sendOfferMessages(deps).catch((error: unknown) => {
    deps.log.error({ err: error, slotIds }, 'waitlist offer messages failed; the next pass sends them');
  });
}

export function waitlistDepsOf(app: FastifyInstance, log: WaitlistJobDeps['log'] = app.log): WaitlistJobDeps {
  return {
    db: app.database.db,
    mailer: app.mailer,
    messenger: app.messenger,
    timeZone: app.config.salonTimeZone,
    publicUrl: app.config.publicUrl,
    log,
    texts: textGateOf(app, log),
  };
}

/** Runs the waitlist pass every `intervalMs` while the app is up (exactly once across processes per offer). */
export function startWaitlistJob(app: FastifyInstance, intervalMs: number): void {
  startPeriodicJob(app, 'waitlist', intervalMs, async () => {
    const { offered, sent } = await runWaitlistPass(waitlistDepsOf(app));
    if (offered > 0 || sent > 0) app.log.info(`waitlist: ${offered} offer(s) made, ${sent} sent`);
  });
}
