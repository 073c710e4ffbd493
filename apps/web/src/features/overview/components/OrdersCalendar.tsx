import { formatDateKey, formatSalonTime } from '@salon/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import type { CalendarEntry } from '@/features/orders';
import { cx } from '@/lib/cx';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { overviewText as t } from '../overview-messages';
import {
  type CalendarCell,
  type CalendarDay,
  type CalendarView,
  calendarDays,
  cellPreview,
  periodLabel,
  WEEKDAY_HEADERS,
  WEEKDAY_NAMES,
} from './calendar-model';
import { STATUS_ACCENT } from './status-accent';

const TZ = SALON_TIME_ZONE;
const EMPTY_CELL: CalendarCell = { count: 0, entries: [] };
/**
 * A calendar entry's texts. The link's name begins with the words it shows, in their order (WCAG 2.5.3, label
 * in name): its time, its service and, in the week view, "with" its therapist.
 */
const ENTRY_TEXTS = {
  label: (entry: CalendarEntry) =>
    t.entryLabel({
      time: formatSalonTime(entry.starttime, TZ),
      service: entry.serviceName,
      therapist: entry.therapistName,
      customer: entry.customerName,
      status: entry.orderStatus,
    }),
  withTherapist: (therapistName: string) => t.withTherapist({ therapist: therapistName }),
};

interface DayCellProps {
  day: CalendarDay;
  /** The day's count and its first appointments, from the server. */
  cell: CalendarCell;
  view: CalendarView;
  onOpenDay: (dateKey: string) => void;
  onShowDay: (dateKey: string) => void;
}

/**
 * One day: a button over the whole cell opens the manual order dialog (current and future days only), the
 * first three appointments link to their orders, '+N more appointments' lists the rest. Memoised: with
 * 60+ appointments a day, navigating or opening a dialog re-renders no cell whose day did not change.
 */
const DayCell = memo(function DayCell({ day, cell, view, onOpenDay, onShowDay }: DayCellProps) {
  const { shown, more } = cellPreview(cell.entries, cell.count);
  const dateLabel = formatDateKey(day.dateKey, TZ);
  return (
    <li
      className={cx(
        'relative flex min-w-0 flex-col gap-1 rounded-xl border p-2 text-start',
        view === 'week' ? 'sm:min-h-56' : 'sm:min-h-32',
        day.isPast ? 'border-blush-200/60 bg-sand/70 text-taupe' : 'border-blush-200 bg-white',
        day.isToday && 'border-wine ring-1 ring-wine',
        // On a phone the month is a list: days of the neighbouring months and empty past days are left out.
        (!day.inPeriod || (day.isPast && cell.count === 0)) && 'hidden sm:flex',
        !day.inPeriod && !day.isPast && 'bg-ivory',
      )}
    >
      {!day.isPast && (
        <button
          type="button"
          onClick={() => onOpenDay(day.dateKey)}
          aria-label={t.addOrderOnDay({ date: dateLabel, count: cell.count })}
          className="absolute inset-0 rounded-xl transition-colors hover:bg-blush/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine"
        />
      )}
      <div className="pointer-events-none relative flex items-center justify-between gap-1">
        <span className="flex items-baseline gap-1.5">
          <span className="text-xs font-medium uppercase tracking-wide sm:hidden">{WEEKDAY_HEADERS[day.weekday]}</span>
          <span
            className={cx(
              'grid size-7 place-items-center rounded-full text-sm font-semibold',
              day.isToday ? 'bg-wine text-white' : day.isPast ? 'text-taupe' : 'text-espresso',
            )}
          >
            {day.day}
          </span>
          {day.isPast && <span className="sr-only">{dateLabel}</span>}
        </span>
        {day.isPast ? (
          <span className="rounded-full bg-white/80 px-2 py-0.5 text-[0.6875rem] font-semibold uppercase tracking-wide text-cocoa">
            {t.past()}
          </span>
        ) : (
          day.isToday && (
            <span className="text-[0.6875rem] font-semibold uppercase tracking-wide text-wine">{t.today()}</span>
          )
        )}
      </div>
      {shown.length > 0 && (
        <ul className="pointer-events-none relative space-y-1">
          {shown.map((entry) => (
            <li key={entry.key}>
              <Link
                to={`/dashboard/orders/${entry.orderId}`}
                aria-label={ENTRY_TEXTS.label(entry)}
                title={ENTRY_TEXTS.label(entry)}
                className={cx(
                  'pointer-events-auto block truncate rounded-md border-s-4 bg-blush/70 px-1.5 py-1 text-xs leading-tight text-espresso hover:bg-blush',
                  STATUS_ACCENT[entry.orderStatus] ?? 'border-s-taupe',
                )}
              >
                {/* One line on a phone, where the day is a row of the list; two in the grid's narrow cells. */}
                {/* The spaces between the blocks keep the shown words apart in the link's text. */}
                <span className="truncate font-semibold sm:block">{formatSalonTime(entry.starttime, TZ)}</span>{' '}
                <span className="sm:hidden">· </span>
                <span className="truncate sm:block">{entry.serviceName}</span>{' '}
                {view === 'week' && (
                  <span className="block truncate text-taupe">{ENTRY_TEXTS.withTherapist(entry.therapistName)}</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {more > 0 && (
        <button
          type="button"
          onClick={() => onShowDay(day.dateKey)}
          className="relative mt-auto min-h-8 rounded-md px-1 text-start text-xs font-semibold text-wine underline-offset-2 hover:underline"
        >
          {t.moreAppointments({ count: more })}
        </button>
      )}
    </li>
  );
});

interface OrdersCalendarProps {
  view: CalendarView;
  anchor: string;
  todayKey: string;
  /** The days with bookings, from GET /api/orders/calendar for the days on screen. */
  cells: Map<string, CalendarCell>;
  onViewChange: (view: CalendarView) => void;
  onNavigate: (step: 1 | -1) => void;
  onToday: () => void;
  onOpenDay: (dateKey: string) => void;
  onShowDay: (dateKey: string) => void;
}

/** The orders calendar (admin spec §2): month or week, Sunday first, today, previous and next. */
export function OrdersCalendar({
  view,
  anchor,
  todayKey,
  cells,
  onViewChange,
  onNavigate,
  onToday,
  onOpenDay,
  onShowDay,
}: OrdersCalendarProps) {
  const days = useMemo(() => calendarDays(view, anchor, todayKey), [view, anchor, todayKey]);
  const label = periodLabel(view, anchor);
  return (
    <section
      aria-labelledby="orders-calendar-heading"
      className="rounded-3xl border border-blush-200/80 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="orders-calendar-heading" className="text-xl text-espresso" aria-live="polite">
          {label}
        </h3>
        <div className="flex w-full flex-wrap items-center justify-between gap-2 sm:w-auto sm:justify-end">
          <fieldset className="flex rounded-full border border-blush-200 p-1">
            <legend className="sr-only">{t.calendarView()}</legend>
            {(['month', 'week'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                onClick={() => onViewChange(option)}
                className={cx(
                  'min-h-9 rounded-full px-3 text-sm font-medium capitalize',
                  view === option ? 'bg-wine text-white' : 'text-espresso hover:bg-blush',
                )}
              >
                {option === 'month' ? t.viewMonth() : t.viewWeek()}
              </button>
            ))}
          </fieldset>
          <div className="flex items-center gap-1">
            <button
              type="button"
              aria-label={t.previousPeriod({ unit: view })}
              onClick={() => onNavigate(-1)}
              className="grid size-11 place-items-center rounded-full border border-blush-200 text-wine hover:bg-blush"
            >
              <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </button>
            <button
              type="button"
              onClick={onToday}
              className="min-h-11 rounded-full border border-wine/40 bg-white px-4 text-sm font-medium text-wine hover:border-wine hover:bg-blush"
            >
              {t.today()}
            </button>
            <button
              type="button"
              aria-label={t.nextPeriod({ unit: view })}
              onClick={() => onNavigate(1)}
              className="grid size-11 place-items-center rounded-full border border-blush-200 text-wine hover:bg-blush"
            >
              <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </button>
          </div>
        </div>
      </div>

      <div aria-hidden="true" className="mt-4 hidden grid-cols-7 gap-1.5 sm:grid">
        {WEEKDAY_HEADERS.map((name, index) => (
          <div
            key={name}
            title={WEEKDAY_NAMES[index]}
            className="px-2 text-xs font-semibold uppercase tracking-wide text-cocoa"
          >
            {name}
          </div>
        ))}
      </div>
      <ol aria-label={t.daysOf({ period: label })} className="mt-3 grid grid-cols-1 gap-1.5 sm:mt-1.5 sm:grid-cols-7">
        {days.map((day) => (
          <DayCell
            key={day.dateKey}
            day={day}
            cell={cells.get(day.dateKey) ?? EMPTY_CELL}
            view={view}
            onOpenDay={onOpenDay}
            onShowDay={onShowDay}
          />
        ))}
      </ol>
    </section>
  );
}
