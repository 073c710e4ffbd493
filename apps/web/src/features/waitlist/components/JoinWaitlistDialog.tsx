import type { TJoinWaitlistRequest } from '@salon/shared';
import { WAITLIST_OFFER_MINUTES } from '@salon/shared';
import { CircleCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button, ButtonLink } from '@/components/ui/Button';
import { SelectInput, TextInput } from '@/components/ui/fields';
import { Modal } from '@/components/ui/Modal';
import { DayHoursHint, useClosedDays, useSalonHours } from '@/features/hours';
import { isolate } from '@/lib/locale';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { useSubmitForm } from '@/lib/use-submit-form';
import { useJoinWaitlist } from '../api/waitlist-api';
import { type JoinFormValues, joinFormSchema } from '../join-form';
import { clockLabel, dayText, lastWaitlistDay, salonToday, windowChoices } from '../waitlist-format';
import { waitlistText as t } from '../waitlist-messages';

const TZ = SALON_TIME_ZONE;

export interface JoinWaitlistDialogProps {
  service: { _id: string; name: string };
  /** The therapists one may wait for besides "Any therapist". */
  therapists: readonly { _id: string; name: string }[];
  /** The day and therapist chosen on the service page, when there are. */
  initial: { day: string | null; therapistId: string | null };
  onClose: () => void;
}

/**
 * Joining a service's waitlist for a day (issue 16): the day, "Any therapist" or one, and an optional time
 * window on the salon's clock. Once joined, the dialog says what happens next.
 */
export function JoinWaitlistDialog({ service, therapists, initial, onClose }: JoinWaitlistDialogProps) {
  const formId = useId();
  const [joinedDay, setJoinedDay] = useState<string | null>(null);
  const join = useJoinWaitlist();
  const hours = useSalonHours();
  const today = salonToday(TZ);
  const lastDay = lastWaitlistDay(today);
  const defaultValues: JoinFormValues = {
    day: initial.day ?? '',
    therapistId: therapists.some((x) => x._id === initial.therapistId) ? (initial.therapistId ?? '') : '',
    from: '',
    to: '',
  };
  const form = useSubmitForm<JoinFormValues, TJoinWaitlistRequest>({
    schema: joinFormSchema(service._id, today, lastDay),
    defaultValues,
    failed: t.joinFailed(),
    submit: async (request) => {
      // Issue 27: a closed day or the therapist's day off is never sent; the field already says why.
      const closed = closedOf(request.day);
      if (closed) {
        form.setError('day', { message: closed }, { shouldFocus: true });
        return;
      }
      await join.mutateAsync(request);
      setJoinedDay(request.day);
    },
  });
  const day = form.watch('day');
  const therapist = therapists.find((x) => x._id === form.watch('therapistId')) ?? null;
  const closedOf = useClosedDays(therapist);
  const closed = closedOf(day);
  const dayField = form.field('day');
  const choices = windowChoices(day, hours.data?.week);

  if (joinedDay) {
    return (
      <Modal
        title={t.joinedTitle()}
        onClose={onClose}
        size="sm"
        footer={
          <>
            <ButtonLink to="/orders" variant="secondary">
              {t.seeMyAppointments()}
            </ButtonLink>
            <Button onClick={onClose} data-autofocus>
              {t.close()}
            </Button>
          </>
        }
      >
        <div role="status" className="flex gap-3 text-cocoa">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <p>
            {t.joined({
              service: isolate(service.name),
              day: isolate(dayText(joinedDay, TZ)),
              minutes: WAITLIST_OFFER_MINUTES,
            })}
          </p>
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      title={t.dialogTitle()}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel()}
          </Button>
          <Button type="submit" form={formId} disabled={form.isSubmitting || closed !== undefined}>
            {form.isSubmitting ? t.submitting() : t.submit()}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={form.onSubmit} className="space-y-5">
        <p className="text-cocoa">{t.dialogIntro({ service: isolate(service.name) })}</p>
        {/* A closed day says so as soon as it is chosen, with the hours one can come instead (issue 27). */}
        <TextInput
          type="date"
          label={t.day()}
          min={today}
          max={lastDay}
          required
          {...dayField}
          error={dayField.error ?? closed}
          hint={<DayHoursHint therapist={therapist} />}
        />
        {/* The chosen one shows from the first render (the form's default reaches a select only after its options). */}
        <SelectInput label={t.therapist()} defaultValue={defaultValues.therapistId} {...form.field('therapistId')}>
          <option value="">{t.anyTherapist()}</option>
          {therapists.map((therapist) => (
            <option key={therapist._id} value={therapist._id}>
              {therapist.name}
            </option>
          ))}
        </SelectInput>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-medium text-espresso sm:col-span-2">{t.windowLegend()}</legend>
          <SelectInput label={t.from()} {...form.field('from')}>
            <option value="">{t.anyTime()}</option>
            {choices.starts.map((clock) => (
              <option key={clock} value={clock}>
                {clockLabel(day || today, clock, TZ)}
              </option>
            ))}
          </SelectInput>
          <SelectInput label={t.to()} {...form.field('to')}>
            <option value="">{t.anyTime()}</option>
            {choices.ends.map((clock) => (
              <option key={clock} value={clock}>
                {clockLabel(day || today, clock, TZ)}
              </option>
            ))}
          </SelectInput>
          <p className="text-xs text-taupe sm:col-span-2">{t.windowHint()}</p>
        </fieldset>
        {form.failure && <Alert tone="error">{form.failure}</Alert>}
      </form>
    </Modal>
  );
}
