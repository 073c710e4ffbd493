import { formatDateKey, formatSalonTime, OVERVIEW_MESSAGES, ZId } from '@salon/shared';
import { Eye } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DebouncedTextInput, SelectInput } from '../../../components/ui/fields';
import { PAGING_MESSAGES } from '../../../components/ui/list-messages';
import { Pagination } from '../../../components/ui/Pagination';
import { ICON_BUTTON, TABLE } from '../../../components/ui/PanelHeader';
import { clampPage, searchText } from '../../../lib/paged-list';
import { SALON_TIME_ZONE } from '../../../lib/salon-time-zone';
import { useListSearchParams, useStayOnAPageWithRows } from '../../../lib/use-list-search-params';
import { formatAed, useServices } from '../../catalog';
import { OrderStatusBadge } from '../../orders';
import { useTherapists } from '../../therapists';
import { useAdminAppointments } from '../api/overview';
import { type CalendarEntry, entryOf } from './calendar-model';

const TZ = SALON_TIME_ZONE;
const m = OVERVIEW_MESSAGES;
/** Rows a page holds: the list sits below the calendar, so a page stays short. */
const PAGE_SIZE = 25;
/** The list's fields in the URL, as `reservedTherapist`, `reservedOn`, … beside the tab's other params. */
const RESERVED_FILTER_KEYS = ['therapist', 'service', 'on', 'customer', 'when'] as const;
/** An id from the URL, or no filter when a hand-edited link holds something else. */
const idOrNothing = (text: string) => (ZId.safeParse(text).success ? text : undefined);
const byName = <T extends { name: string }>(items: readonly T[] | undefined) =>
  [...(items ?? [])].sort((a, b) => a.name.localeCompare(b.name));

const timeRange = (entry: CalendarEntry) =>
  `${formatSalonTime(entry.starttime, TZ)} – ${formatSalonTime(entry.endtime, TZ)}`;

/**
 * The Reserved Appointments list with its filters (admin spec §2): the order items whose slot carries the
 * reserved flag, upcoming first by default. The server filters and pages; the menus offer the catalog's
 * therapists and services.
 */
export function ReservedAppointments() {
  const list = useListSearchParams(RESERVED_FILTER_KEYS, 'reserved');
  const { values } = list;
  const therapists = useTherapists();
  const services = useServices();
  const query = {
    therapistId: idOrNothing(values.therapist),
    serviceId: idOrNothing(values.service),
    on: searchText(values.on),
    customer: searchText(values.customer),
    reservedOnly: true,
    when: values.when === 'all' ? 'all' : 'upcoming',
    page: clampPage(list.page, PAGE_SIZE),
    pageSize: PAGE_SIZE,
  };
  const reserved = useAdminAppointments(query);
  useStayOnAPageWithRows(
    query.page,
    PAGE_SIZE,
    reserved.data,
    reserved.isSuccess && !reserved.isPlaceholderData,
    list.setPage,
  );
  const rows = useMemo(() => (reserved.data?.items ?? []).map((a) => entryOf(a, TZ)), [reserved.data]);
  const therapistOptions = useMemo(() => byName(therapists.data), [therapists.data]);
  const serviceOptions = useMemo(() => byName(services.data), [services.data]);

  return (
    <section aria-labelledby="reserved-heading" className="space-y-4">
      <h3 id="reserved-heading" className="text-xl text-espresso">
        {m.reservedAppointments}
        {reserved.data && (
          <span className="ml-2 align-middle font-sans text-sm font-medium text-taupe">
            ({new Intl.NumberFormat('en-US').format(reserved.data.total)}
            {reserved.data.capped && '+'})
          </span>
        )}
      </h3>
      <div className="grid gap-4 rounded-3xl border border-blush-200/80 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-5">
        <SelectInput
          label="Therapist"
          value={values.therapist}
          onChange={(event) => list.setFilters({ therapist: event.target.value })}
        >
          <option value="">All therapists</option>
          {therapistOptions.map((t) => (
            <option key={t._id} value={t._id}>
              {t.name}
            </option>
          ))}
        </SelectInput>
        <SelectInput
          label="Service"
          value={values.service}
          onChange={(event) => list.setFilters({ service: event.target.value })}
        >
          <option value="">All services</option>
          {serviceOptions.map((s) => (
            <option key={s._id} value={s._id}>
              {s.name}
            </option>
          ))}
        </SelectInput>
        <DebouncedTextInput
          label="Date"
          value={values.on}
          onCommit={(on) => list.setFilters({ on })}
          placeholder="Jun 12, Friday…"
        />
        <DebouncedTextInput
          label="Customer"
          value={values.customer}
          onCommit={(customer) => list.setFilters({ customer })}
          placeholder="Name or phone"
        />
        <SelectInput
          label="Show"
          value={values.when === 'all' ? 'all' : ''}
          onChange={(event) => list.setFilters({ when: event.target.value })}
        >
          <option value="">Upcoming</option>
          <option value="all">All, past included</option>
        </SelectInput>
      </div>

      {reserved.isPending ? (
        <p role="status" className="text-taupe">
          Loading reserved appointments…
        </p>
      ) : reserved.isError ? (
        <div role="alert" className="rounded-3xl border border-red-200 bg-white px-6 py-6 text-red-800">
          <p className="font-semibold">{m.loadError}</p>
          <p>{reserved.error.message || m.unknownError}</p>
        </div>
      ) : rows.length === 0 ? (
        <p className="rounded-3xl border border-dashed border-blush-200 bg-white px-6 py-8 text-center text-taupe">
          {m.noReserved}
        </p>
      ) : (
        <div className="space-y-4" aria-busy={reserved.isPlaceholderData}>
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
          <Pagination
            page={query.page}
            pageSize={PAGE_SIZE}
            total={reserved.data?.total ?? 0}
            capped={reserved.data?.capped}
            onPageChange={(next) => list.setPage(next)}
            messages={PAGING_MESSAGES.reserved}
          />
        </div>
      )}
    </section>
  );
}
