import { formatSalonTime, type TWaitlistEntry, WAITLIST_OFFER_MINUTES } from '@salon/shared';
import { BellRing, CalendarDays, Clock, LogOut, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { serverMessage } from '@/lib/api-client';
import { isolate } from '@/lib/locale';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { showToast } from '@/lib/toast';
import { useLeaveWaitlist, useMyWaitlist } from '../api/waitlist-api';
import { dayText, WAITLIST_STATUS_TONES, windowText } from '../waitlist-format';
import { waitlistText as t, WAITLIST_STATUS_LABELS } from '../waitlist-messages';

const TZ = SALON_TIME_ZONE;

/**
 * My Appointments' waitlist (issue 16): the customer's live entries, each with its day, window, therapist
 * and status, the time held for them when there is one, and "Leave waitlist". Nothing while there are none.
 */
export function WaitlistSection() {
  const entries = useMyWaitlist();
  const leave = useLeaveWaitlist();
  const [leaving, setLeaving] = useState<TWaitlistEntry | null>(null);

  if (entries.isError) {
    return (
      <Alert tone="error" className="mt-8">
        <p>{t.loadFailed()}</p>
        <button type="button" onClick={() => void entries.refetch()} className="font-semibold underline">
          {t.retry()}
        </button>
      </Alert>
    );
  }
  if (!entries.data || entries.data.length === 0) return null;

  async function confirmLeave() {
    if (!leaving) return;
    try {
      await leave.mutateAsync(leaving._id);
      setLeaving(null);
      showToast('success', t.left());
    } catch {
      // The dialog stays open with the message.
    }
  }

  return (
    <section aria-labelledby="waitlist-heading" className="mt-10">
      <h2 id="waitlist-heading" className="text-2xl text-espresso">
        {t.sectionTitle()}
      </h2>
      <p className="mt-1 text-sm text-taupe">{t.sectionIntro({ minutes: WAITLIST_OFFER_MINUTES })}</p>
      <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {entries.data.map((entry) => (
          <li key={entry._id}>
            <EntryCard entry={entry} onLeave={() => setLeaving(entry)} />
          </li>
        ))}
      </ul>
      {leaving && (
        <ConfirmDialog
          title={t.leaveTitle()}
          question={t.leaveQuestion({ service: isolate(leaving.serviceName), day: isolate(dayText(leaving.day, TZ)) })}
          confirmLabel={t.leaveConfirm()}
          busyLabel={t.leaving()}
          icon={LogOut}
          busy={leave.isPending}
          error={leave.isError ? serverMessage(leave.error, t.leaveFailed()) : null}
          onConfirm={() => void confirmLeave()}
          onCancel={() => {
            leave.reset();
            setLeaving(null);
          }}
        />
      )}
    </section>
  );
}

function EntryCard({ entry, onLeave }: { entry: TWaitlistEntry; onLeave: () => void }) {
  const day = dayText(entry.day, TZ);
  const offer = entry.offer?.status === 'open' ? entry.offer : null;
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-3xl border border-blush-200/80 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="font-sans text-base font-semibold text-espresso">
          {entry.serviceName}
        </h3>
        <StatusBadge tone={WAITLIST_STATUS_TONES[entry.status]}>{WAITLIST_STATUS_LABELS[entry.status]}</StatusBadge>
      </div>
      <ul className="mt-3 space-y-1.5 text-sm text-cocoa">
        <li className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 text-wine" />
          {day}
        </li>
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 text-wine" />
          {windowText(entry, TZ)}
        </li>
        <li className="flex items-center gap-2">
          <UserRound aria-hidden="true" className="size-4 text-wine" />
          {entry.therapistName ?? t.anyTherapist()}
        </li>
      </ul>
      {offer && (
        <div className="mt-4 rounded-2xl bg-amber-50 p-3 text-sm text-amber-950">
          <p className="flex items-center gap-2 font-medium">
            <BellRing aria-hidden="true" className="size-4 shrink-0" />
            {t.offerReady({ time: isolate(formatSalonTime(offer.expiresAt, TZ)) })}
          </p>
          <Link
            to={`/waitlist/offers/${offer._id}`}
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-wine underline underline-offset-4"
          >
            {t.seeOffer()}
          </Link>
        </div>
      )}
      <div className="mt-auto pt-4">
        <Button
          variant="secondary"
          onClick={onLeave}
          aria-label={t.leaveNamed({ service: isolate(entry.serviceName), day: isolate(day) })}
        >
          <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t.leave()}
        </Button>
      </div>
    </article>
  );
}
