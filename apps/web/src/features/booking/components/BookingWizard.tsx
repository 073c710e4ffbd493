import { SALON, type TServiceDetail } from '@salon/shared';
import { ArrowRight, CalendarDays, CircleAlert, CircleCheck, Clock, Phone, UserRound } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId, useMemo } from 'react';
import { Link } from 'react-router';
import { KEEP_CLEAR } from '@/components/layout/BackToTop';
import { Button } from '@/components/ui/Button';
import { SummaryRow as SummaryRowBase } from '@/components/ui/SummaryRow';
import { waitlistDays } from '@/features/waitlist';
import { cx } from '@/lib/cx';
import { formatAed, priceView } from '@/lib/format-money';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { telHref } from '@/lib/tel-href';
import { bookingText as t } from '../booking-messages';
import { useAddressedSelection, useBookingWizard, type WizardBanner } from '../hooks/use-booking-wizard';
import { useConfirmBooking } from '../hooks/use-confirm-booking';
import { dateKeyText, salonDateText, salonTimeText } from '../salon-format';
import { NoFreeTimes, NoTimesWaitlist, WaitlistReturnHere } from './WaitlistInvite';
import { WizardSteps } from './WizardSteps';

const TZ = SALON_TIME_ZONE;

const BANNER_TONES = {
  success: { icon: CircleCheck, className: 'border-emerald-200 bg-emerald-50 text-emerald-900' },
  warning: { icon: CircleAlert, className: 'border-amber-300 bg-amber-50 text-amber-900' },
  error: { icon: CircleAlert, className: 'border-red-200 bg-red-50 text-red-900' },
} as const;

function Banner({ banner }: { banner: WizardBanner }) {
  const { icon: Icon, className } = BANNER_TONES[banner.tone];
  return (
    <div className={cx('mt-4 flex gap-3 rounded-xl border px-4 py-3 text-sm', className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">
        <p>{banner.text}</p>
        {banner.linkToOrders && (
          <Link to="/orders" className="mt-1 inline-flex items-center gap-1 font-semibold underline underline-offset-4">
            {t.viewMyAppointments()}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </Link>
        )}
      </div>
    </div>
  );
}

/** Where the chooser would be: booking by phone, when the salon takes this treatment by phone or has no free time. */
function BookByPhone({ children, after }: { children: ReactNode; after?: ReactNode }) {
  return (
    <div className="rounded-3xl border border-blush-200/80 bg-white p-6 shadow-sm sm:p-8">
      <h2 className="text-2xl text-espresso">{t.bookTreatment()}</h2>
      <p className="mt-3 text-taupe">{children}</p>
      <a
        href={telHref(SALON.phones[0])}
        className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-full bg-wine px-5 py-2.5 text-sm font-medium text-white shadow-sm transition-colors hover:bg-wine-dark"
      >
        <Phone aria-hidden="true" className="size-4" />
        <span dir="ltr">{SALON.phones[0]}</span>
      </a>
      {after}
    </div>
  );
}

/**
 * The service page's three-step chooser (spec §2): therapist, date, time, a Booking Summary and
 * 'Confirm Booking', which adds the slot to the customer's list for My Appointments. A treatment marked
 * 'Call to book' (demandOnline false) offers no chooser: the salon takes it by phone.
 */
export function BookingWizard({ service }: { service: TServiceDetail }) {
  if (!service.demandOnline) {
    return <BookByPhone>{t.bookByPhone()}</BookByPhone>;
  }
  return <OnlineBooking service={service} />;
}

function OnlineBooking({ service }: { service: TServiceDetail }) {
  // The choices live in the address: real GET forms before the scripts run, steps in the browser's history.
  const wizard = useBookingWizard(service.appointments, TZ, useAddressedSelection());
  const booking = useConfirmBooking({
    service,
    slot: wizard.slot,
    timeZone: TZ,
    showBanner: wizard.showBanner,
    clearTime: wizard.clearTime,
  });
  const total = priceView(service.price, service.discount).final;
  const summaryId = useId();
  const inactive = !wizard.slot || booking.processing;
  const otherDay = useMemo(() => waitlistDays(TZ), []);

  if (wizard.slots.length === 0) {
    return (
      <BookByPhone
        after={
          <>
            <NoTimesWaitlist service={service} />
            <WaitlistReturnHere service={service} />
          </>
        }
      >
        {t.noFreeTimesOnline()}
      </BookByPhone>
    );
  }

  return (
    <div className="rounded-3xl border border-blush-200/80 bg-white p-5 shadow-sm sm:p-8">
      <h2 className="text-2xl text-espresso">{t.bookTreatment()}</h2>

      <WizardSteps
        wizard={wizard}
        therapists={wizard.anyTherapist ? [wizard.anyTherapist, ...wizard.therapists] : wizard.therapists}
        timeZone={TZ}
        otherDay={otherDay}
        addressed
        noTimes={
          wizard.selection.dateKey && (
            <NoFreeTimes
              service={service}
              day={wizard.selection.dateKey}
              therapistId={wizard.selection.therapistId}
              therapistName={wizard.therapist?.name ?? null}
              timeZone={TZ}
            />
          )
        }
      />
      <WaitlistReturnHere service={service} />

      <section aria-labelledby={summaryId} className="mt-8 rounded-2xl bg-sand p-5">
        <h3 id={summaryId} className="font-sans text-base font-semibold text-espresso">
          {t.bookingSummary()}
        </h3>
        <dl className="mt-4 space-y-2.5 text-sm">
          <SummaryRow
            icon={<UserRound className="size-4" />}
            label={t.summaryTherapist()}
            value={wizard.therapist?.name}
          />
          <SummaryRow
            icon={<CalendarDays className="size-4" />}
            label={t.summaryDate()}
            value={
              wizard.slot
                ? salonDateText(wizard.slot.starttime, TZ)
                : wizard.selection.dateKey && dateKeyText(wizard.selection.dateKey, TZ)
            }
          />
          <SummaryRow
            icon={<Clock className="size-4" />}
            label={t.summaryTime()}
            value={
              wizard.slot
                ? t.summaryTimeValue({ time: salonTimeText(wizard.slot.starttime, TZ), minutes: wizard.slot.duration })
                : null
            }
          />
          <div className="flex items-center justify-between border-t border-blush-200 pt-3 text-base">
            <dt className="font-semibold text-espresso">{t.summaryTotal()}</dt>
            <dd className="font-display text-xl text-wine">{formatAed(total)}</dd>
          </div>
        </dl>
      </section>

      {/*
        Disabled until a time is chosen and while processing (spec §2), through aria-disabled: it stays
        focusable, keeps the keyboard's place while processing, and answers a press without a time with
        'Please select a time slot' (spec §5), so nobody is left guessing why nothing happens.
      */}
      <Button
        size="lg"
        className={cx('mt-6 w-full', inactive && 'cursor-not-allowed opacity-60 hover:bg-wine')}
        aria-disabled={inactive}
        onClick={() => void booking.confirm()}
        {...KEEP_CLEAR}
      >
        {booking.processing ? t.processing() : t.confirmBooking()}
      </Button>
      {/* Under the button, where the eye already is, and without moving the button itself. */}
      <div role="status" className="empty:hidden">
        {wizard.banner && <Banner banner={wizard.banner} />}
      </div>
    </div>
  );
}

/** The summary's rows read 'Not selected' until the customer has chosen. */
function SummaryRow(props: Omit<ComponentProps<typeof SummaryRowBase>, 'placeholder'>) {
  return <SummaryRowBase {...props} placeholder={t.notSelected()} />;
}
