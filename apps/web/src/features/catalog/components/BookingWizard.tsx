import {
  DEFAULT_SALON_TIMEZONE,
  formatDateKey,
  formatSalonDate,
  formatSalonTime,
  SALON,
  SERVICE_SITE_MESSAGES,
  type TServiceDetail,
} from '@salon/shared';
import { CalendarDays, Clock, Info, UserRound } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../lib/cx';
import { telHref } from '../../contact/contact-links';
import { useBookingWizard } from '../hooks/use-booking-wizard';
import { formatAed, priceView } from '../pricing-display';

const TZ = DEFAULT_SALON_TIMEZONE;

const CHOICE =
  'rounded-2xl border text-left transition-colors disabled:cursor-not-allowed focus-visible:outline-offset-2';
const choiceState = (active: boolean) =>
  active ? 'border-wine bg-wine text-white shadow-sm' : 'border-blush-200 bg-white text-espresso hover:border-wine';

function Step({ n, title, children, hint }: { n: number; title: string; children: ReactNode; hint?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-t border-blush-200/70 pt-5">
      <h3 id={headingId} className="flex items-center gap-3 font-sans text-base font-semibold text-espresso">
        <span aria-hidden="true" className="grid size-7 place-items-center rounded-full bg-blush text-sm text-wine">
          {n}
        </span>
        {title}
      </h3>
      {hint ? (
        <p className="mt-3 text-sm text-taupe">{hint}</p>
      ) : (
        <fieldset aria-labelledby={headingId} className="mt-3 min-w-0">
          {children}
        </fieldset>
      )}
    </section>
  );
}

/**
 * The service page's three-step chooser (spec §2): therapist, date, time, and a Booking Summary.
 * Booking itself arrives with a later issue, so 'Confirm Booking' stays disabled and says why.
 */
export function BookingWizard({ service }: { service: TServiceDetail }) {
  const wizard = useBookingWizard(service.appointments, TZ);
  const total = priceView(service.price, service.discount).final;
  const summaryId = useId();

  if (wizard.slots.length === 0) {
    return (
      <div className="rounded-3xl border border-blush-200/80 bg-white p-6 shadow-sm sm:p-8">
        <h2 className="text-2xl text-espresso">Book this treatment</h2>
        <p className="mt-3 text-taupe">
          There are no free times online for this treatment at the moment. Call us on{' '}
          <a href={telHref(SALON.phones[0])} className="font-medium text-wine underline underline-offset-4">
            {SALON.phones[0]}
          </a>{' '}
          and we will find one for you.
        </p>
      </div>
    );
  }

  return (
    <div className="rounded-3xl border border-blush-200/80 bg-white p-5 shadow-sm sm:p-8">
      <h2 className="text-2xl text-espresso">Book this treatment</h2>
      <div role="status" className="empty:hidden">
        {wizard.banner && (
          <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {wizard.banner}
          </p>
        )}
      </div>

      <div className="mt-5 space-y-6">
        <Step n={1} title="Choose Therapist">
          <ul className="grid gap-3 sm:grid-cols-2">
            {wizard.therapists.map((therapist) => {
              const active = therapist._id === wizard.selection.therapistId;
              return (
                <li key={therapist._id}>
                  <button
                    type="button"
                    aria-pressed={active}
                    onClick={() => wizard.chooseTherapist(therapist._id)}
                    className={cx(CHOICE, choiceState(active), 'flex w-full items-center gap-3 p-3')}
                  >
                    {therapist.imageUrl ? (
                      <img
                        src={therapist.imageUrl}
                        alt=""
                        width={48}
                        height={48}
                        className="size-12 shrink-0 rounded-full bg-blush object-cover"
                      />
                    ) : (
                      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-blush text-wine">
                        <UserRound aria-hidden="true" className="size-6" />
                      </span>
                    )}
                    <span className="min-w-0">
                      <span className="block font-medium">{therapist.name}</span>
                      <span className={cx('block text-xs', active ? 'text-white/85' : 'text-taupe')}>
                        {therapist.slotCount} {therapist.slotCount === 1 ? 'free time' : 'free times'}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </Step>

        <Step n={2} title="Pick Date" hint={wizard.selection.therapistId ? undefined : 'Choose a therapist first.'}>
          <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            {wizard.dates.map((dateKey) => {
              const active = dateKey === wizard.selection.dateKey;
              return (
                <li key={dateKey}>
                  <button
                    type="button"
                    aria-pressed={active}
                    onClick={() => wizard.chooseDate(dateKey)}
                    className={cx(
                      CHOICE,
                      choiceState(active),
                      'min-h-11 w-full px-2 py-2 text-center text-sm font-medium whitespace-nowrap sm:w-auto sm:px-4',
                    )}
                  >
                    {formatDateKey(dateKey, TZ)}
                  </button>
                </li>
              );
            })}
          </ul>
        </Step>

        <Step n={3} title="Choose Time" hint={wizard.selection.dateKey ? undefined : 'Pick a date first.'}>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {wizard.times.map((slot) => {
              const active = slot._id === wizard.selection.appointmentId;
              return (
                <li key={slot._id}>
                  <button
                    type="button"
                    aria-pressed={active}
                    onClick={() => wizard.chooseTime(slot._id)}
                    className={cx(CHOICE, choiceState(active), 'flex w-full flex-col items-center px-3 py-2.5')}
                  >
                    <span className="text-sm font-semibold">{formatSalonTime(slot.starttime, TZ)}</span>
                    <span className={cx('text-xs', active ? 'text-white/85' : 'text-taupe')}>{slot.duration} min</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <p className="mt-3 text-xs text-taupe">Times are Dubai time.</p>
        </Step>
      </div>

      <section aria-labelledby={summaryId} className="mt-8 rounded-2xl bg-sand p-5">
        <h3 id={summaryId} className="font-sans text-base font-semibold text-espresso">
          {SERVICE_SITE_MESSAGES.bookingSummary}
        </h3>
        <dl className="mt-4 space-y-2.5 text-sm">
          <SummaryRow icon={<UserRound className="size-4" />} label="Therapist" value={wizard.therapist?.name} />
          <SummaryRow
            icon={<CalendarDays className="size-4" />}
            label="Date"
            value={
              wizard.slot
                ? formatSalonDate(wizard.slot.starttime, TZ)
                : wizard.selection.dateKey && formatDateKey(wizard.selection.dateKey, TZ)
            }
          />
          <SummaryRow
            icon={<Clock className="size-4" />}
            label="Time"
            value={wizard.slot ? `${formatSalonTime(wizard.slot.starttime, TZ)} (${wizard.slot.duration} min)` : null}
          />
          <div className="flex items-center justify-between border-t border-blush-200 pt-3 text-base">
            <dt className="font-semibold text-espresso">Total</dt>
            <dd className="font-display text-xl text-wine">{formatAed(total)}</dd>
          </div>
        </dl>
      </section>

      {/* Booking is the next issue's work: the button is shown, honestly disabled, with the reason. */}
      <Button size="lg" className="mt-6 w-full" disabled aria-describedby={`${summaryId}-note`}>
        {SERVICE_SITE_MESSAGES.confirmBooking}
      </Button>
      <p id={`${summaryId}-note`} className="mt-3 flex gap-2 text-sm text-taupe">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-wine" />
        <span>
          Online booking opens soon. Until then, call us on{' '}
          <a href={telHref(SALON.phones[0])} className="font-medium text-wine underline underline-offset-4">
            {SALON.phones[0]}
          </a>{' '}
          to book this time.
        </span>
      </p>
    </div>
  );
}

function SummaryRow({ icon, label, value }: { icon: ReactNode; label: string; value: string | null | undefined }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <dt className="flex items-center gap-2 text-taupe">
        <span aria-hidden="true" className="text-wine">
          {icon}
        </span>
        {label}
      </dt>
      <dd className={cx('text-right font-medium', value ? 'text-espresso' : 'text-taupe')}>
        {value || 'Not selected'}
      </dd>
    </div>
  );
}
