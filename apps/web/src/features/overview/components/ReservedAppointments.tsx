import { formatDateKey, formatSalonTime, ZId } from '@salon/shared';
import { Eye } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { DebouncedTextInput, SelectInput } from '@/components/ui/fields';
import { FilterBar, NamedOptionsSelect } from '@/components/ui/filters';
import { ListStates, pagingOf } from '@/components/ui/ListStates';
import { PAGING_MESSAGES } from '@/components/ui/list-messages';
import { HeadingCount, ICON_BUTTON } from '@/components/ui/PanelHeader';
import { useServices } from '@/features/catalog';
import { type CalendarEntry, entryOf, OrderStatusBadge, useAdminAppointments } from '@/features/orders';
import { useTherapists } from '@/features/therapists';
import { formatAed } from '@/lib/format-money';
import { clampPage, searchText } from '@/lib/paged-list';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { useListSearchParams, useStayOnAPageWithRows } from '@/lib/use-list-search-params';
import { overviewText as t } from '../overview-messages';

const TZ = SALON_TIME_ZONE;
/** Rows a page holds: the list sits below the calendar, so a page stays short. */
const PAGE_SIZE = 25;
/** The list's fields in the URL, as `reservedTherapist`, `reservedOn`, … beside the tab's other params. */
const RESERVED_FILTER_KEYS = ['therapist', 'service', 'on', 'customer', 'when'] as const;
/** An id from the URL, or no filter when a hand-edited link holds something else. */
const idOrNothing = (text: string) => (ZId.safeParse(text).success ? text : undefined);
const byName = <T extends { name: string }>(items: readonly T[] | undefined) =>
  [...(items ?? [])].sort((a, b) => a.name.localeCompare(b.name));

const timeRange = (entry: CalendarEntry) =>
  t.timeRange({ start: formatSalonTime(entry.starttime, TZ), end: formatSalonTime(entry.endtime, TZ) });

const orderLink = (entry: CalendarEntry) => `/dashboard/orders/${entry.orderId}`;

function EntryCard(entry: CalendarEntry) {
  return (
    <Link
      to={orderLink(entry)}
      className="block rounded-2xl border border-blush-200/80 bg-white p-4 shadow-sm hover:bg-blush/40"
    >
      <span className="flex items-start justify-between gap-2">
        <span className="font-semibold text-espresso">{entry.serviceName}</span>
        <OrderStatusBadge status={entry.orderStatus} />
      </span>
      <span className="mt-1 block text-sm text-cocoa">
        {t.dateAndTime({ date: formatDateKey(entry.dateKey, TZ), time: timeRange(entry) })}
      </span>
      <span className="mt-0.5 block text-sm text-taupe">
        {entry.therapistName} · {entry.customerName} · <bdi>{formatAed(entry.price)}</bdi>
      </span>
    </Link>
  );
}

/** Below 1024 px the customer and the status are in the order the eye button opens. */
const COLUMNS: Column<CalendarEntry>[] = [
  { header: t.columnDate(), cellClassName: 'whitespace-nowrap', cell: (entry) => formatDateKey(entry.dateKey, TZ) },
  { header: t.columnTime(), cellClassName: 'whitespace-nowrap', cell: timeRange },
  {
    header: t.columnService(),
    rowHeader: true,
    cellClassName: 'font-medium',
    cell: (entry) => (
      <>
        {entry.serviceName}
        <bdi className="block text-xs font-normal text-taupe">{formatAed(entry.price)}</bdi>
      </>
    ),
  },
  { header: t.columnTherapist(), cell: (entry) => entry.therapistName },
  {
    header: t.columnCustomer(),
    className: 'hidden lg:table-cell',
    cell: (entry) => (
      <>
        {entry.customerName}
        {entry.customerPhone && (
          <span className="block text-xs text-taupe">
            <bdi dir="ltr">{entry.customerPhone}</bdi>
          </span>
        )}
      </>
    ),
  },
  {
    header: t.columnStatus(),
    className: 'hidden lg:table-cell',
    cell: (entry) => <OrderStatusBadge status={entry.orderStatus} />,
  },
  {
    header: t.columnOrder(),
    className: 'text-end',
    cell: (entry) => (
      <Link
        to={orderLink(entry)}
        aria-label={t.viewOrder({
          service: entry.serviceName,
          date: formatDateKey(entry.dateKey, TZ),
          time: formatSalonTime(entry.starttime, TZ),
        })}
        className={`${ICON_BUTTON} inline-grid`}
      >
        <Eye aria-hidden="true" className="size-4" />
      </Link>
    ),
  },
];

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
        {t.reservedAppointments()}
        {reserved.data && <HeadingCount count={reserved.data.total} capped={reserved.data.capped} />}
      </h3>
      <FilterBar className="sm:grid-cols-2 lg:grid-cols-5">
        <NamedOptionsSelect
          label={t.filterTherapist()}
          all={t.allTherapists()}
          options={therapistOptions}
          {...list.choiceFilter('therapist')}
        />
        <NamedOptionsSelect
          label={t.filterService()}
          all={t.allServices()}
          options={serviceOptions}
          {...list.choiceFilter('service')}
        />
        <DebouncedTextInput label={t.filterDate()} {...list.textFilter('on')} placeholder={t.filterDatePlaceholder()} />
        <DebouncedTextInput
          label={t.filterCustomer()}
          {...list.textFilter('customer')}
          placeholder={t.filterCustomerPlaceholder()}
        />
        <SelectInput
          label={t.filterShow()}
          value={values.when === 'all' ? 'all' : ''}
          onChange={(event) => list.setFilters({ when: event.target.value })}
        >
          <option value="">{t.showUpcoming()}</option>
          <option value="all">{t.showAll()}</option>
        </SelectInput>
      </FilterBar>

      <ListStates
        read={reserved}
        loading={t.loadingReserved()}
        errorTitle={t.loadError()}
        errorBlock={
          <div role="alert" className="rounded-3xl border border-red-200 bg-white px-6 py-6 text-red-800">
            <p className="font-semibold">{t.loadError()}</p>
            <p>{reserved.error?.message || t.unknownError()}</p>
          </div>
        }
        empty={rows.length === 0}
        emptyState={
          <p className="rounded-3xl border border-dashed border-blush-200 bg-white px-6 py-8 text-center text-taupe">
            {t.noReserved()}
          </p>
        }
        paging={pagingOf(
          { page: query.page, pageSize: PAGE_SIZE },
          reserved.data,
          list.setPage,
          PAGING_MESSAGES.reserved,
        )}
      >
        <DataTable
          caption={t.reservedAppointments()}
          rows={rows}
          rowKey={(entry) => entry.key}
          columns={COLUMNS}
          cards={{ className: 'space-y-3 sm:hidden', tableClassName: 'hidden sm:block', card: EntryCard }}
        />
      </ListStates>
    </section>
  );
}
