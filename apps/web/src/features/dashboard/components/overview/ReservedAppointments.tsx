import { DEFAULT_SALON_TIMEZONE, formatDateKey, formatSalonTime, OVERVIEW_MESSAGES } from '@salon/shared';
import { Eye } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/Button';
import { formatAed } from '../../../catalog/pricing-display';
import { SearchInput, SelectInput } from '../ui/fields';
import { ICON_BUTTON, TABLE } from '../ui/PanelHeader';
import type { CalendarEntry } from './calendar-model';
import { EMPTY_RESERVED_FILTERS, filterOptions, filterReserved, type ReservedFilters } from './reserved-filters';
import { OrderStatusBadge } from './StatusBadge';

const TZ = DEFAULT_SALON_TIMEZONE;
const m = OVERVIEW_MESSAGES;
/** Rows shown at first and added by 'Show more': a busy salon has thousands of reservations. */
const PAGE = 25;

const timeRange = (entry: CalendarEntry) =>
  `${formatSalonTime(entry.starttime, TZ)} – ${formatSalonTime(entry.endtime, TZ)}`;

/** The Reserved Appointments list with its filters (admin spec §2). */
export function ReservedAppointments({ entries, now }: { entries: CalendarEntry[]; now: Date }) {
  const [filters, setFilters] = useState<ReservedFilters>(EMPTY_RESERVED_FILTERS);
  const [limit, setLimit] = useState(PAGE);
  const options = useMemo(() => filterOptions(entries), [entries]);
  const nowMs = now.getTime();
  const visible = useMemo(
    () => filterReserved(entries, filters, { now: nowMs, timeZone: TZ }),
    [entries, filters, nowMs],
  );
  const set =
    <K extends keyof ReservedFilters>(key: K) =>
    (value: ReservedFilters[K]) => {
      setFilters((current) => ({ ...current, [key]: value }));
      setLimit(PAGE);
    };
  const rows = visible.slice(0, limit);

  return (
    <section aria-labelledby="reserved-heading" className="space-y-4">
      <h3 id="reserved-heading" className="text-xl text-espresso">
        {m.reservedAppointments}
        <span className="ml-2 align-middle font-sans text-sm font-medium text-taupe">({visible.length})</span>
      </h3>
      <div className="grid gap-4 rounded-3xl border border-blush-200/80 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-5">
        <SelectInput
          label="Therapist"
          value={filters.therapistId}
          onChange={(event) => set('therapistId')(event.target.value)}
        >
          <option value="">All therapists</option>
          {options.therapists.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </SelectInput>
        <SelectInput
          label="Service"
          value={filters.serviceId}
          onChange={(event) => set('serviceId')(event.target.value)}
        >
          <option value="">All services</option>
          {options.services.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </SelectInput>
        <SearchInput label="Date" value={filters.date} onChange={set('date')} placeholder="Jun 12, Friday…" />
        <SearchInput label="Customer" value={filters.customer} onChange={set('customer')} placeholder="Name or phone" />
        <SelectInput
          label="Show"
          value={filters.when}
          onChange={(event) => set('when')(event.target.value as ReservedFilters['when'])}
        >
          <option value="upcoming">Upcoming</option>
          <option value="all">All, past included</option>
        </SelectInput>
      </div>

      {visible.length === 0 ? (
        <p className="rounded-3xl border border-dashed border-blush-200 bg-white px-6 py-8 text-center text-taupe">
          {m.noReserved}
        </p>
      ) : (
        <>
          {/* Cards below 640 px, a table above. */}
          <ul className="space-y-3 sm:hidden">
            {rows.map((entry) => (
              <li key={entry.key}>
                <Link
                  to={`/dashboard/orders/${entry.orderId}`}
                  className="block rounded-2xl border border-blush-200/80 bg-white p-4 shadow-sm hover:bg-blush/40"
                >
                  <span className="flex items-start justify-between gap-2">
                    <span className="font-semibold text-espresso">{entry.serviceName}</span>
                    <OrderStatusBadge status={entry.orderStatus} />
                  </span>
                  <span className="mt-1 block text-sm text-cocoa">
                    {formatDateKey(entry.dateKey, TZ)}, {timeRange(entry)}
                  </span>
                  <span className="mt-0.5 block text-sm text-taupe">
                    {entry.therapistName} · {entry.customerName} · {formatAed(entry.price)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <div className={`${TABLE.wrap} hidden sm:block`}>
            <table className={TABLE.table}>
              <caption className="sr-only">{m.reservedAppointments}</caption>
              <thead>
                <tr>
                  <th scope="col" className={TABLE.th}>
                    Date
                  </th>
                  <th scope="col" className={TABLE.th}>
                    Time
                  </th>
                  <th scope="col" className={TABLE.th}>
                    Service
                  </th>
                  <th scope="col" className={TABLE.th}>
                    Therapist
                  </th>
                  <th scope="col" className={`${TABLE.th} hidden lg:table-cell`}>
                    Customer
                  </th>
                  <th scope="col" className={`${TABLE.th} hidden lg:table-cell`}>
                    Status
                  </th>
                  <th scope="col" className={`${TABLE.th} text-right`}>
                    Order
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((entry) => (
                  <tr key={entry.key}>
                    <td className={`${TABLE.td} whitespace-nowrap`}>{formatDateKey(entry.dateKey, TZ)}</td>
                    <td className={`${TABLE.td} whitespace-nowrap`}>{timeRange(entry)}</td>
                    <th scope="row" className={`${TABLE.td} font-medium`}>
                      {entry.serviceName}
                      <span className="block text-xs font-normal text-taupe">{formatAed(entry.price)}</span>
                    </th>
                    <td className={TABLE.td}>{entry.therapistName}</td>
                    <td className={`${TABLE.td} hidden lg:table-cell`}>
                      {entry.customerName}
                      {entry.customerPhone && <span className="block text-xs text-taupe">{entry.customerPhone}</span>}
                    </td>
                    <td className={`${TABLE.td} hidden lg:table-cell`}>
                      <OrderStatusBadge status={entry.orderStatus} />
                    </td>
                    <td className={`${TABLE.td} text-right`}>
                      <Link
                        to={`/dashboard/orders/${entry.orderId}`}
                        aria-label={`View order for ${entry.serviceName} on ${formatDateKey(entry.dateKey, TZ)} at ${formatSalonTime(entry.starttime, TZ)}`}
                        className={`${ICON_BUTTON} inline-grid`}
                      >
                        <Eye aria-hidden="true" className="size-4" />
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {visible.length > rows.length && (
            <div className="flex flex-wrap items-center justify-center gap-3">
              <p className="text-sm text-taupe">
                Showing {rows.length} of {visible.length}
              </p>
              <Button variant="secondary" onClick={() => setLimit((current) => current + PAGE)}>
                Show more
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
