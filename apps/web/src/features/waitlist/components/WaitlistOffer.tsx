import { bookingRef, formatSalonLongDate, formatSalonTime, type TOrder, WAITLIST_MESSAGES } from '@salon/shared';
import { CalendarCheck, CalendarDays, Clock, Sparkles, UserRound, Wallet } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button, ButtonLink } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { SummaryRow } from '@/components/ui/SummaryRow';
import { ApiError, serverMessage } from '@/lib/api-client';
import { formatAed } from '@/lib/format-money';
import { isolate } from '@/lib/locale';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { useAcceptOffer, useDeclineOffer, useWaitlistOffer } from '../api/waitlist-api';
import { type OfferView, offerView, refusalView } from '../offer-state';
import { waitlistText as t } from '../waitlist-messages';
import { OfferCountdown } from './OfferCountdown';

const TZ = SALON_TIME_ZONE;

/** The ends an offer comes to, each with its heading and the server's own words where it has them. */
const ENDS: Record<Exclude<OfferView, 'open'>, { title: string; text: string }> = {
  expired: { title: t.expiredTitle(), text: WAITLIST_MESSAGES.offerExpired },
  taken: { title: t.takenTitle(), text: WAITLIST_MESSAGES.offerTaken },
  gone: { title: t.goneTitle(), text: WAITLIST_MESSAGES.offerSlotGone },
  declined: { title: t.declinedTitle(), text: t.declined() },
};

/**
 * /waitlist/offers/:id: the time held for the customer, its countdown, "Book this time" and
 * "No thanks"; or, once over, why (expired, used, gone, passed on), with a way on.
 */
export function WaitlistOffer({ id }: { id: string }) {
  const offer = useWaitlistOffer(id);
  const accept = useAcceptOffer(id);
  const decline = useDeclineOffer(id);
  const [booked, setBooked] = useState<TOrder | null>(null);
  const [ended, setEnded] = useState<OfferView | null>(null);
  const [, setTick] = useState(0);
  // The countdown's end re-renders the page, which reads the clock again and shows the offer as expired.
  const onEnd = useCallback(() => setTick((n) => n + 1), []);

  if (offer.isPending) {
    return (
      <p role="status" className="text-taupe">
        {t.offerLoading()}
      </p>
    );
  }
  if (offer.isError) {
    if (offer.error instanceof ApiError && offer.error.status === 404) {
      return (
        <Ending title={t.notFoundTitle()} text={t.notFound()}>
          <ButtonLink to="/services">{t.bookAnother()}</ButtonLink>
        </Ending>
      );
    }
    return (
      <LoadError
        title={t.loadFailedOffer()}
        error={offer.error}
        onRetry={() => void offer.refetch()}
        retrying={offer.isFetching}
      />
    );
  }

  const data = offer.data;
  const serviceLink = `/services/${data.serviceId}`;
  if (booked) {
    return (
      <Ending title={t.bookedTitle()} text={t.booked({ ref: isolate(bookingRef(booked._id)) })} tone="success">
        <ButtonLink to="/orders">{t.myAppointments()}</ButtonLink>
      </Ending>
    );
  }
  const view = ended ?? offerView(data, Date.now());
  if (view !== 'open') {
    const end = ENDS[view];
    return (
      <Ending title={end.title} text={end.text}>
        <ButtonLink to={serviceLink}>{t.bookAnother()}</ButtonLink>
        <ButtonLink to="/orders" variant="secondary">
          {t.myAppointments()}
        </ButtonLink>
      </Ending>
    );
  }

  const busy = accept.isPending || decline.isPending;
  async function book() {
    try {
      setBooked(await accept.mutateAsync());
    } catch (error) {
      const refused = refusalView(error);
      if (refused) setEnded(refused);
    }
  }
  async function pass() {
    try {
      await decline.mutateAsync();
      setEnded('declined');
    } catch {
      // The failure shows under the buttons.
    }
  }
  const failure = accept.isError
    ? serverMessage(accept.error, t.actionFailed())
    : decline.isError
      ? serverMessage(decline.error, t.actionFailed())
      : null;

  return (
    <article aria-labelledby="offer-heading" className="rounded-3xl border border-blush-200/80 bg-white p-6 shadow-sm">
      <h2 id="offer-heading" className="text-2xl text-espresso">
        {data.serviceName}
      </h2>
      <p className="mt-2 text-cocoa">{t.offerIntro()}</p>
      <dl className="mt-5 space-y-2.5 text-sm">
        <SummaryRow icon={<Sparkles className="size-4" />} label={t.service()} value={data.serviceName} />
        <SummaryRow icon={<UserRound className="size-4" />} label={t.therapist()} value={data.therapistName} />
        <SummaryRow
          icon={<CalendarDays className="size-4" />}
          label={t.date()}
          value={formatSalonLongDate(data.starttime, TZ)}
        />
        <SummaryRow
          icon={<Clock className="size-4" />}
          label={t.time()}
          value={t.timeRange({
            from: isolate(formatSalonTime(data.starttime, TZ)),
            to: isolate(formatSalonTime(data.endtime, TZ)),
          })}
        />
        <SummaryRow icon={<Wallet className="size-4" />} label={t.price()} value={formatAed(data.price)} />
      </dl>
      <div className="mt-6">
        <OfferCountdown expiresAt={data.expiresAt} onEnd={onEnd} />
        <p className="mt-2 text-center text-xs text-taupe">
          {t.heldUntil({ time: isolate(formatSalonTime(data.expiresAt, TZ)) })}
        </p>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button size="lg" onClick={() => void book()} disabled={busy}>
          <CalendarCheck aria-hidden="true" className="size-4" />
          {accept.isPending ? t.booking() : t.book()}
        </Button>
        <Button size="lg" variant="secondary" onClick={() => void pass()} disabled={busy}>
          {decline.isPending ? t.declining() : t.decline()}
        </Button>
      </div>
      {failure && (
        <Alert tone="error" className="mt-4">
          {failure}
        </Alert>
      )}
    </article>
  );
}

/** An offer's end: its heading (focused, so the change is heard), what happened and the ways on. */
function Ending({
  title,
  text,
  tone = 'info',
  children,
}: {
  title: string;
  text: string;
  tone?: 'info' | 'success';
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="offer-end-heading"
      className="rounded-3xl border border-blush-200/80 bg-white p-6 shadow-sm"
    >
      <h2 id="offer-end-heading" ref={heading} tabIndex={-1} className="text-2xl text-espresso focus:outline-none">
        {title}
      </h2>
      <Alert tone={tone} className="mt-4">
        {text}
      </Alert>
      <div className="mt-6 flex flex-wrap gap-3">{children}</div>
    </section>
  );
}
