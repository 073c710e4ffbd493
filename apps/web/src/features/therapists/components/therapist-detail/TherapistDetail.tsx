import { formatDateKey, THERAPIST_SLOTS_DEFAULT_DAYS, THERAPIST_SLOTS_MAX, ZDayKey, zonedDateKey } from '@salon/shared';
import { ArrowLeft, CalendarX, ChevronLeft, ChevronRight, CircleCheck, Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { SLOT_RANGE_MESSAGES } from '@/components/ui/list-messages';
import { useServices } from '@/features/catalog';
import { hoursText, TherapistHoursSection } from '@/features/hours';
import { useSession } from '@/features/session';
import { addDays } from '@/lib/dates';
import { INTL_LOCALE } from '@/lib/locale';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNow } from '@/lib/use-now';
import { useTherapistWithSlots } from '../../api/therapist-detail';
import { therapistText as t } from '../../therapist-admin-messages';
import { ScheduleForm } from '../ScheduleForm';
import { TherapistAvatar } from '../TherapistAvatar';
import { OutsideWeek } from './OutsideWeek';
import { SlotForm } from './SlotForm';
import { SlotWeeks } from './SlotWeeks';

const r = SLOT_RANGE_MESSAGES;
const TZ = SALON_TIME_ZONE;
const COUNT = new Intl.NumberFormat(INTL_LOCALE);

/**
 * The salon days whose slots the page lists: four weeks from `?from=` (today by default), kept in the URL so
 * a reload or a shared link shows the same weeks. A malformed `from` is today.
 */
function useSlotRange(todayKey: string) {
  const [params, setParams] = useSearchParams();
  const typed = params.get('from') ?? '';
  const from = ZDayKey.safeParse(typed).success ? typed : todayKey;
  const to = addDays(from, THERAPIST_SLOTS_DEFAULT_DAYS - 1);
  const go = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === todayKey) updated.delete('from');
        else updated.set('from', next);
        return updated;
      },
      { preventScrollReset: true },
    );
  return { from, to, go };
}
/** Back to the shell: the admin to the Therapists tab they came from; reception, which has no such tab, home. */
const BACK = { admin: '/dashboard?tab=therapists', staff: '/dashboard' };
/** The weeks the page lists at a time. */
const WEEKS = THERAPIST_SLOTS_DEFAULT_DAYS / 7;

/** /dashboard/therapists/:id (admin spec §2 "Therapist detail"). */
export function TherapistDetail({ id }: { id: string }) {
  const todayKey = zonedDateKey(useNow(), TZ);
  const range = useSlotRange(todayKey);
  const therapist = useTherapistWithSlots(id, { from: range.from, to: range.to });
  const services = useServices();
  // Reception reads a therapist's slots; the week, days off and slots are the admin's (the server's access rules).
  const { isAdmin } = useSession();
  const [adding, setAdding] = useState(false);
  useDocumentTitle(therapist.data ? t.documentTitle({ name: therapist.data.name }) : t.documentTitleLoading());

  const back = (
    <ButtonLink to={isAdmin ? BACK.admin : BACK.staff} variant="secondary">
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t.backToDashboard()}
    </ButtonLink>
  );

  if (therapist.isPending) {
    return (
      <p role="status" className="py-24 text-center text-taupe">
        {t.loadingTherapist()}
      </p>
    );
  }
  if (therapist.isError) {
    return (
      <div className="px-4 py-16 sm:px-6">
        <LoadError title={t.therapistLoadFailed()} error={therapist.error}>
          {back}
        </LoadError>
      </div>
    );
  }

  const data = therapist.data;
  const serviceList = services.data ?? [];
  const openAdd = () => setAdding(true);

  return (
    <div className="mx-auto max-w-5xl px-4 pt-6 pb-20 sm:px-6 lg:px-8 lg:pt-10">
      {back}

      <section
        aria-labelledby="therapist-name"
        className="mt-6 flex flex-col gap-6 rounded-3xl border border-blush-200/80 bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:p-8"
      >
        <TherapistAvatar name={data.name} imageUrl={data.imageUrl} className="size-28 text-3xl" sizes="112px" />
        <div className="min-w-0 flex-1">
          <h1 id="therapist-name" className="text-3xl text-espresso sm:text-4xl">
            {data.name}
          </h1>
          <p className="mt-2 text-taupe">{data.bio || t.therapistDefaultSpecialization()}</p>
          <div className="mt-4 flex flex-wrap gap-2 text-sm">
            <span className="rounded-full bg-sand px-3 py-1.5 font-medium text-cocoa">
              {t.totalAppointments({ count: data.appointmentCount })}
            </span>
            <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-3 py-1.5 font-medium text-emerald-900">
              <CircleCheck aria-hidden="true" className="size-4" />
              {t.availableForBooking()}
            </span>
          </div>
        </div>
      </section>

      {isAdmin && (
        <section
          aria-labelledby="hours-heading"
          className="mt-10 space-y-8 rounded-3xl border border-blush-200/80 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id="hours-heading" className="text-2xl text-espresso">
            {hoursText.therapistWeekTitle()}
          </h2>
          <TherapistHoursSection therapistId={data._id} />
          <OutsideWeek therapistId={data._id} />
          <ScheduleForm therapistId={data._id} services={serviceList} />
        </section>
      )}

      <section aria-labelledby="slots-heading" className="mt-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="slots-heading" className="text-2xl text-espresso">
            {t.appointments()}
          </h2>
          {isAdmin && !adding && (
            <Button onClick={openAdd}>
              <Plus aria-hidden="true" className="size-4" />
              {t.addAppointment()}
            </Button>
          )}
        </div>
        <nav aria-label={r.label} className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-taupe">
            {r.range(formatDateKey(range.from, TZ), formatDateKey(range.to, TZ), TZ)}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="secondary" onClick={() => range.go(addDays(range.from, -THERAPIST_SLOTS_DEFAULT_DAYS))}>
              <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {r.previous}
            </Button>
            {range.from !== todayKey && (
              <Button variant="secondary" onClick={() => range.go(todayKey)}>
                {r.today}
              </Button>
            )}
            <Button variant="secondary" onClick={() => range.go(addDays(range.from, THERAPIST_SLOTS_DEFAULT_DAYS))}>
              {r.next}
              <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </Button>
          </div>
        </nav>
        {data.truncated && <p className="mt-2 text-sm text-taupe">{r.capped(COUNT.format(THERAPIST_SLOTS_MAX))}</p>}

        {isAdmin && adding && (
          <div className="mt-5">
            <SlotForm
              therapistId={data._id}
              services={serviceList}
              onDone={() => setAdding(false)}
              onCancel={() => setAdding(false)}
            />
          </div>
        )}

        <div className="mt-6">
          {data.appointments.length === 0 ? (
            <div className="rounded-3xl border border-dashed border-blush-200 bg-white px-6 py-12 text-center">
              <CalendarX aria-hidden="true" className="mx-auto size-10 text-rose-gold" strokeWidth={1.5} />
              <h3 className="mt-4 text-xl text-espresso">{t.appointmentsEmpty()}</h3>
              {isAdmin && !adding && (
                <Button className="mt-5" onClick={openAdd}>
                  <Plus aria-hidden="true" className="size-4" />
                  {t.addFirstAppointment()}
                </Button>
              )}
            </div>
          ) : (
            <SlotWeeks
              therapistId={data._id}
              slots={data.appointments}
              from={range.from}
              weeks={WEEKS}
              services={serviceList}
              canEdit={isAdmin}
            />
          )}
        </div>
      </section>
    </div>
  );
}
