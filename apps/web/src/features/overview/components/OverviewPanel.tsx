import { PAGE_SIZE, zonedDateKey } from '@salon/shared';
import { CalendarPlus } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { PanelHeader } from '@/components/ui/PanelHeader';
import { RefreshButton } from '@/components/ui/RefreshButton';
import { BookingsOnDaysOff } from '@/features/hours';
import { defaultStartTime, entryOf, loadManualOrderDialog, useAdminAppointments } from '@/features/orders';
import { useTherapists } from '@/features/therapists';
import { WaitlistsLink } from '@/features/waitlist';
import { addDays } from '@/lib/dates';
import { adminOrderKeys, catalogKeys, hoursKeys, overviewKeys } from '@/lib/query-keys';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { useNow } from '@/lib/use-now';
import { useRefresh } from '@/lib/use-refresh';
import { useCalendarDays } from '../api/overview';
import { overviewText as t } from '../overview-messages';
import { anchorForView, type CalendarView, calendarCells, calendarRange, monthOf, shiftAnchor } from './calendar-model';
import { DayAppointmentsModal, type OrderAction } from './DayAppointmentsModal';
import { OrdersCalendar } from './OrdersCalendar';
import { ReservedAppointments } from './ReservedAppointments';
import { TherapistOverview } from './TherapistOverview';

const TZ = SALON_TIME_ZONE;

// Both load with the tab, in chunks of their own: the charts only when the tab shows, the dialog only when
// it first opens.
const ReportsSection = lazy(() => import('./ReportsSection'));
// Read when first shown, not on load: orders and overview import each other, so on load it may not be set yet.
const ManualOrderDialog = lazy(() => loadManualOrderDialog());

/**
 * What the tab's Refresh reloads (admin spec §2): the calendar and appointment lists sit under the orders' key.
 * A function, because orders and overview import each other: neither may read the other's exports on load.
 */
export const overviewQueries = () => [
  adminOrderKeys.all,
  overviewKeys.reports,
  catalogKeys.therapists,
  hoursKeys.bookingsOnDaysOff,
];

/**
 * The overview tab (admin spec §2): the orders calendar, today's therapists, reserved appointments, reports.
 * `orderAction` is what the app puts beside each order of a day's list (the till's Checkout).
 */
export function OverviewPanel({ orderAction }: { orderAction?: OrderAction } = {}) {
  const now = useNow();
  const todayKey = zonedDateKey(now, TZ);
  const therapists = useTherapists();
  const { refresh, refreshing } = useRefresh(useMemo(overviewQueries, []));

  const [calendar, setCalendar] = useState<{ view: CalendarView; anchor: string }>(() => ({
    view: 'month',
    anchor: anchorForView('month', todayKey),
  }));
  const [dialogDay, setDialogDay] = useState<string | null>(null);
  const [listedDay, setListedDay] = useState<string | null>(null);

  // Each part asks for what it shows: the calendar its days on screen, the therapists' cards today only.
  const calendarDaysOnScreen = useCalendarDays(calendarRange(calendar.view, calendar.anchor));
  const cells = useMemo(() => calendarCells(calendarDaysOnScreen.data ?? [], TZ), [calendarDaysOnScreen.data]);
  const today = useAdminAppointments({
    from: todayKey,
    to: todayKey,
    reservedOnly: true,
    pageSize: PAGE_SIZE.max,
  });
  const todayEntries = useMemo(() => (today.data?.items ?? []).map((a) => entryOf(a, TZ)), [today.data]);

  const openDay = useCallback((dateKey: string) => setDialogDay(dateKey), []);
  const showDay = useCallback((dateKey: string) => setListedDay(dateKey), []);
  // Late in the evening no start time is left today: a new walk-in order is for tomorrow.
  const manualOrderDay = defaultStartTime(todayKey, now, TZ) ? todayKey : addDays(todayKey, 1);

  const loadError = calendarDaysOnScreen.error ?? today.error;

  return (
    <section aria-label={t.overview()} className="space-y-8">
      <PanelHeader title={t.weeklyOverview()}>
        <RefreshButton refreshing={refreshing} onRefresh={refresh} />
        <WaitlistsLink />
        <Button onClick={() => setDialogDay(manualOrderDay)}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          {t.addManualOrder()}
        </Button>
      </PanelHeader>

      <BookingsOnDaysOff />
      {loadError && (
        <Alert tone="error">
          <p className="font-semibold">{t.loadError()}</p>
          <p>{loadError.message || t.unknownError()}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void refresh()}>
            {t.tryAgain()}
          </Button>
        </Alert>
      )}
      {calendarDaysOnScreen.isPending && (
        <p role="status" className="text-sm text-taupe">
          {t.loadingOrders()}
        </p>
      )}

      <OrdersCalendar
        view={calendar.view}
        anchor={calendar.anchor}
        todayKey={todayKey}
        cells={cells}
        onViewChange={(view) => setCalendar({ view, anchor: anchorForView(view, todayKey) })}
        onNavigate={(step) => setCalendar((c) => ({ ...c, anchor: shiftAnchor(c.view, c.anchor, step) }))}
        onToday={() => setCalendar((c) => ({ ...c, anchor: anchorForView(c.view, todayKey) }))}
        onOpenDay={openDay}
        onShowDay={showDay}
      />

      <TherapistOverview
        todayKey={todayKey}
        therapists={therapists.data}
        entries={todayEntries}
        loading={today.isPending || therapists.isPending}
      />

      <Suspense
        fallback={
          <p role="status" className="text-taupe">
            {t.loadingReports()}
          </p>
        }
      >
        <ReportsSection month={monthOf(calendar.view === 'week' ? addDays(calendar.anchor, 3) : calendar.anchor)} />
      </Suspense>

      <ReservedAppointments />

      {listedDay && (
        <DayAppointmentsModal
          dateKey={listedDay}
          canAdd={listedDay >= todayKey}
          onAdd={() => {
            setListedDay(null);
            setDialogDay(listedDay);
          }}
          onClose={() => setListedDay(null)}
          orderAction={orderAction}
        />
      )}
      {dialogDay && (
        <Suspense fallback={null}>
          <ManualOrderDialog dayKey={dialogDay} onClose={() => setDialogDay(null)} />
        </Suspense>
      )}
    </section>
  );
}
