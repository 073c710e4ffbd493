import { toE164Phone } from '@salon/shared';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '@/config';
import { AppError } from '@/lib/errors';
import { message, SHARED } from '@/lib/message';
import type { MessageChannel } from '@/lib/messaging';
import type { TextCap, TextMetrics } from '@/lib/metrics';
import { isServedMobile } from '@/lib/phone-countries';
import type { Throttle, ThrottleRule } from '@/lib/throttle';

/** A day, for the caps: a fixed window from the first text, kept in the shared throttle store. */
const DAY_MS = 24 * 3600_000;

/** What decides whether an account may be texted: its current phone, the number it proved, its address's proof. */
export interface TextRecipient {
  userId: string;
  phone: string | null;
  verifiedPhone: string | null;
  emailVerifiedAt: Date | null;
}

/** Why a text does not go: a small fixed set, written as the delivery's reason and the log line's. */
export type TextRefusal = 'email unverified' | 'phone unproved' | 'country not served' | `${TextCap} cap reached`;

export type TextDecision = { to: string } | { refused: TextRefusal };

export interface TextGateDeps {
  throttle: Throttle;
  texts: AppConfig['texts'];
  metrics: TextMetrics;
  log: { warn(object: object, message: string): void };
}

/** The last digits of a number, enough for an operator to match a complaint, never the whole of it in a log. */
const tailOf = (e164: string) => `…${e164.slice(-3)}`;

/**
 * The one answer to "may the salon text this account at this number now?" (issue 26: SMS pumping), asked
 * by the appointment messages and the waitlist offers alike. A text goes only
 *  - for an account whose e-mail is verified (a throw-away sign-up gets none),
 *  - to the number its owner proved with a texted code, while the account's phone still reads as it (a
 *    phone changed by the customer or the staff is unproved without anyone clearing anything),
 *  - to a mobile of a country the salon serves (MESSAGE_COUNTRIES),
 *  - under the daily caps per number and per account; one over a cap is refused for good (the caller drops
 *    it), with a warning and a count in salon_texts_capped_total.
 */
export function createTextGate(deps: TextGateDeps) {
  const rule = (cap: TextCap): ThrottleRule => ({
    name: `texts-per-${cap}-day`,
    limit: cap === 'number' ? deps.texts.perNumberPerDay : deps.texts.perAccountPerDay,
    windowMs: DAY_MS,
    message: message(SHARED.auth, 'tooManyRequests'),
  });

  /** Counts one text against a cap; false (and reported) when it is over. */
  async function underCap(cap: TextCap, key: string, channel: MessageChannel, to: string): Promise<boolean> {
    const { limit } = rule(cap);
    try {
      // Counted even when refused: the window is fixed, so refusals do not lengthen it, only fill it.
      await deps.throttle.hit(rule(cap), key);
      return true;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'THROTTLED')) throw error;
    }
    deps.metrics.capped(channel, cap);
    deps.log.warn(
      { cap, limit, channel, number: tailOf(to) },
      `text not sent: the daily ${cap} cap of ${limit} is reached`,
    );
    return false;
  }

  return {
    /** Whether the account may be texted at all, counting nothing: its proved number, or why not. */
    eligible(recipient: TextRecipient): TextDecision {
      if (!recipient.emailVerifiedAt) return { refused: 'email unverified' };
      const to = toE164Phone(recipient.phone);
      if (!to || to !== recipient.verifiedPhone) return { refused: 'phone unproved' };
      if (!isServedMobile(to, deps.texts.countries)) return { refused: 'country not served' };
      return { to };
    },

    /** Whether this text may go now: eligible and under both caps, which it then counts against. */
    async admit(recipient: TextRecipient, channel: MessageChannel): Promise<TextDecision> {
      const decision = this.eligible(recipient);
      if (!('to' in decision)) return decision;
      if (!(await underCap('account', recipient.userId, channel, decision.to)))
        return { refused: 'account cap reached' };
      if (!(await underCap('number', decision.to, channel, decision.to))) return { refused: 'number cap reached' };
      return decision;
    },

    /** Whether a number may be texted at all (before it is proved): a mobile of a country the salon serves. */
    servesNumber(e164: string): boolean {
      return isServedMobile(e164, deps.texts.countries);
    },

    /** A code to prove a number counts against that number's cap (not the account's: it proves nothing yet). */
    codeUnderCap(e164: string, channel: MessageChannel): Promise<boolean> {
      return underCap('number', e164, channel, e164);
    },
  };
}

export type TextGate = ReturnType<typeof createTextGate>;

/** The gate of a running app: its throttle store (shared by processes on PostgreSQL), config and metrics. */
export function textGateOf(app: FastifyInstance, log: TextGateDeps['log'] = app.log): TextGate {
  return createTextGate({ throttle: app.throttle, texts: app.config.texts, metrics: app.metrics.texts, log });
}
