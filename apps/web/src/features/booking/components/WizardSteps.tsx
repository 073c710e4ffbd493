import { WAITLIST_MAX_DAYS_AHEAD } from '@salon/shared';
import { type ReactNode, useId } from 'react';
import { cx } from '@/lib/cx';
import { bookingText as t } from '../booking-messages';
import { WIZARD_PARAMS, type WizardSelection, type WizardTherapist } from '../booking-wizard';
import type { useBookingWizard } from '../hooks/use-booking-wizard';
import { dateKeyText, salonTimesNoteText, salonTimeText } from '../salon-format';
import { CHOICE, choiceButton, choiceState } from './choice-styles';
import { TherapistChoices } from './TherapistChoices';

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
 * A step's choices as a GET form when the choices live in the address (`addressed`): its buttons submit their
 * value with the choices of the steps before, so a tap works before the page's scripts have run.
 */
function ChoiceForm({
  addressed,
  before,
  children,
}: {
  addressed: boolean;
  /** The fields of the steps before this one. */
  before: [string, string | null][];
  children: ReactNode;
}) {
  if (!addressed) return children;
  return (
    <form method="get" onSubmit={(event) => event.preventDefault()}>
      {before.map(([name, value]) => value && <input key={name} type="hidden" name={name} value={value} />)}
      {children}
    </form>
  );
}

const fieldsBefore = (selection: WizardSelection, step: 2 | 3): [string, string | null][] =>
  step === 2
    ? [[WIZARD_PARAMS.therapist, selection.therapistId]]
    : [
        [WIZARD_PARAMS.therapist, selection.therapistId],
        [WIZARD_PARAMS.date, selection.dateKey],
      ];

/**
 * The chooser's three steps (spec §2): a therapist, a date, a time, in the salon's clock. The service page's
 * booking and a reschedule from My Appointments show the same steps; the service page's keep their choices
 * in the address (`addressed`), its buttons submitting GET forms.
 */
export function WizardSteps({
  wizard,
  therapists,
  timeZone,
  otherDay,
  noTimes,
  addressed = false,
}: {
  wizard: ReturnType<typeof useBookingWizard>;
  /** The therapists to offer: the service page adds "Any therapist" in front. */
  therapists: WizardTherapist[];
  timeZone: string;
  /** The service page's "Another day" field (a full day, to join its waitlist). */
  otherDay?: { min: string; max: string };
  /** What step 3 shows when the chosen day has no free time (the waitlist's invitation). */
  noTimes?: ReactNode;
  /** The choices are the address's (`useAddressedSelection`): each step's buttons submit a GET form. */
  addressed?: boolean;
}) {
  const { selection } = wizard;
  const names = addressed ? WIZARD_PARAMS : undefined;
  const otherDayId = useId();
  const otherDayHintId = useId();
  return (
    <div className="mt-5 space-y-6">
      <Step n={1} title={t.stepTherapist()}>
        <ChoiceForm addressed={addressed} before={[]}>
          <TherapistChoices
            therapists={therapists}
            chosenId={selection.therapistId}
            onChoose={wizard.chooseTherapist}
            name={names?.therapist}
          />
        </ChoiceForm>
      </Step>

      <Step n={2} title={t.stepDate()} hint={selection.therapistId ? undefined : t.chooseTherapistFirst()}>
        <ChoiceForm addressed={addressed} before={fieldsBefore(selection, 2)}>
          <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            {wizard.dates.map((dateKey) => {
              const active = dateKey === selection.dateKey;
              return (
                <li key={dateKey} className="min-w-0">
                  {/* On a phone two to a row, a longer date (Arabic's) wraps inside its button. */}
                  <button
                    {...choiceButton(names?.date, dateKey)}
                    aria-pressed={active}
                    onClick={(event) => {
                      event.preventDefault();
                      wizard.chooseDate(dateKey);
                    }}
                    className={cx(
                      CHOICE,
                      choiceState(active),
                      'min-h-11 w-full px-2 py-2 text-center text-sm font-medium text-balance sm:w-auto sm:px-4 sm:whitespace-nowrap',
                    )}
                  >
                    {dateKeyText(dateKey, timeZone)}
                  </button>
                </li>
              );
            })}
          </ul>
        </ChoiceForm>
        {otherDay && (
          <div className="mt-4">
            <label htmlFor={otherDayId} className="text-sm font-medium text-espresso">
              {t.otherDay()}
            </label>
            <input
              id={otherDayId}
              type="date"
              min={otherDay.min}
              max={otherDay.max}
              value={selection.dateKey ?? ''}
              aria-describedby={otherDayHintId}
              onChange={(event) => {
                const day = event.target.value;
                if (/^\d{4}-\d{2}-\d{2}$/.test(day) && day >= otherDay.min && day <= otherDay.max)
                  wizard.chooseDate(day);
              }}
              className="mt-1.5 block min-h-11 w-full rounded-xl border border-blush-200 bg-white px-4 py-2 text-base text-espresso focus:border-wine focus:outline-none focus:ring-2 focus:ring-wine/25 sm:w-auto"
            />
            <p id={otherDayHintId} className="mt-1 text-xs text-taupe">
              {t.otherDayHint({ days: WAITLIST_MAX_DAYS_AHEAD })}
            </p>
          </div>
        )}
      </Step>

      <Step n={3} title={t.stepTime()} hint={selection.dateKey ? undefined : t.pickDateFirst()}>
        {noTimes && wizard.times.length === 0 ? noTimes : null}
        <ChoiceForm addressed={addressed} before={fieldsBefore(selection, 3)}>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {wizard.times.map((slot) => {
              const active = slot._id === selection.appointmentId;
              return (
                <li key={slot._id}>
                  <button
                    {...choiceButton(names?.time, slot._id)}
                    aria-pressed={active}
                    onClick={(event) => {
                      event.preventDefault();
                      wizard.chooseTime(slot._id);
                    }}
                    className={cx(CHOICE, choiceState(active), 'flex w-full flex-col items-center px-3 py-2.5')}
                  >
                    <span className="text-sm font-semibold">{salonTimeText(slot.starttime, timeZone)}</span>
                    <span className={cx('text-xs', active ? 'text-white/85' : 'text-taupe')}>
                      {t.slotMinutes({ minutes: slot.duration })}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </ChoiceForm>
        <p className="mt-3 text-xs text-taupe">{salonTimesNoteText(timeZone)}</p>
      </Step>
    </div>
  );
}
