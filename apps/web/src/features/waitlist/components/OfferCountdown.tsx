import { useEffect, useState } from 'react';
import { countdownText, minutesLeft } from '../waitlist-format';
import { waitlistText as t } from '../waitlist-messages';

/** The minutes at which a screen reader hears how long is left (besides the expiry itself). */
const ANNOUNCE_AT = [10, 5, 1];

/**
 * A live countdown to the offer's end. The digits change every second for the eye only (role="timer" is
 * not announced); a polite note says the minutes left at 10, 5 and 1, so a screen reader is not talked over
 * every second. Calls `onEnd` once when the time is up.
 */
export function OfferCountdown({ expiresAt, onEnd }: { expiresAt: string; onEnd: () => void }) {
  const end = Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  const left = end - now;

  useEffect(() => {
    if (left <= 0) {
      onEnd();
      return;
    }
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(1000, left));
    return () => window.clearTimeout(timer);
  }, [left, onEnd]);

  const minutes = minutesLeft(left);
  const announced = ANNOUNCE_AT.find((at) => minutes === at);
  return (
    <div className="rounded-2xl bg-blush px-5 py-4 text-center">
      <p className="text-sm font-medium text-cocoa">{t.heldFor()}</p>
      <p
        role="timer"
        aria-label={t.minutesLeft({ minutes })}
        dir="ltr"
        className="mt-1 font-display text-4xl text-wine tabular-nums"
      >
        {countdownText(left)}
      </p>
      <p aria-live="polite" className="sr-only">
        {announced ? t.minutesLeft({ minutes: announced }) : ''}
      </p>
    </div>
  );
}
