import { formatSalonDate, PAGE_SIZE, type TStaffWaitlistEntry, WAITLIST_ENTRY_STATUSES } from '@salon/shared';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { SelectInput, TextInput } from '@/components/ui/fields';
import { FilterBar, NamedOptionsSelect } from '@/components/ui/filters';
import { ListStates, pagingOf } from '@/components/ui/ListStates';
import { PAGING_MESSAGES } from '@/components/ui/list-messages';
import { EmptyState, PanelHeader } from '@/components/ui/PanelHeader';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { useServices } from '@/features/catalog';
import { isolate } from '@/lib/locale';
import { clampPage } from '@/lib/paged-list';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { useListSearchParams, useStayOnAPageWithRows } from '@/lib/use-list-search-params';
import { useServiceWaitlist } from '../api/waitlist-api';
import { dayText, WAITLIST_STATUS_TONES, windowText } from '../waitlist-format';
import { waitlistText as t, WAITLIST_STATUS_LABELS } from '../waitlist-messages';

const TZ = SALON_TIME_ZONE;

/** The URL keeps the list's place: `?service=&from=&status=&page=`. */
const FILTER_KEYS = ['service', 'from', 'status'] as const;

const COLUMNS: Column<TStaffWaitlistEntry>[] = [
  { header: t.columnPosition(), cellClassName: 'tabular-nums', cell: (entry) => entry.position ?? '—' },
  {
    header: t.columnCustomer(),
    rowHeader: true,
    cellClassName: 'font-medium',
    cell: (entry) => (
      <>
        {entry.customerName}
        {entry.customerEmail && (
          <span className="block break-all text-xs font-normal text-taupe">
            <bdi dir="ltr">{entry.customerEmail}</bdi>
          </span>
        )}
        {entry.customerPhone && (
          <span className="block text-xs font-normal text-taupe">
            <bdi dir="ltr">{entry.customerPhone}</bdi>
          </span>
        )}
      </>
    ),
  },
  { header: t.columnDay(), cellClassName: 'whitespace-nowrap', cell: (entry) => dayText(entry.day, TZ) },
  { header: t.columnWindow(), cell: (entry) => windowText(entry, TZ) },
  { header: t.columnTherapist(), cell: (entry) => entry.therapistName ?? t.anyTherapist() },
  {
    header: t.columnStatus(),
    cell: (entry) => (
      <StatusBadge tone={WAITLIST_STATUS_TONES[entry.status]}>{WAITLIST_STATUS_LABELS[entry.status]}</StatusBadge>
    ),
  },
  {
    header: t.columnJoined(),
    className: 'hidden md:table-cell',
    cellClassName: 'whitespace-nowrap',
    cell: (entry) => formatSalonDate(entry.createdAt, TZ),
  },
];

/**
 * A service's waitlist for the staff (issue 16): who waits for which day, in order of joining (`Place` is
 * the order among those still waiting for that day), from a day on and by status, paged by the server.
 */
export function ServiceWaitlist() {
  const list = useListSearchParams(FILTER_KEYS);
  const services = useServices();
  const serviceId = list.values.service;
  const pageSize = PAGE_SIZE.default;
  const status = (WAITLIST_ENTRY_STATUSES as readonly string[]).includes(list.values.status)
    ? list.values.status
    : undefined;
  const from = /^\d{4}-\d{2}-\d{2}$/.test(list.values.from) ? list.values.from : undefined;
  const query = { page: clampPage(list.page, pageSize), pageSize, from, status };
  const entries = useServiceWaitlist(serviceId, query);
  const service = services.data?.find((s) => s._id === serviceId);
  const rows = entries.data?.items ?? [];
  useStayOnAPageWithRows(
    query.page,
    pageSize,
    entries.data,
    entries.isSuccess && !entries.isPlaceholderData,
    list.setPage,
  );

  return (
    <section aria-label={t.staffTitlePlain()} className="space-y-5">
      <PanelHeader
        title={service ? t.staffTitle({ service: isolate(service.name) }) : t.staffTitlePlain()}
        count={serviceId ? entries.data?.total : undefined}
        countCapped={entries.data?.capped}
      />
      <FilterBar className="sm:grid-cols-3">
        <NamedOptionsSelect
          label={t.staffService()}
          all={t.chooseService()}
          options={services.data ?? []}
          value={serviceId}
          onChange={(value) => list.setFilters({ service: value })}
        />
        <TextInput
          type="date"
          label={t.fromDay()}
          value={list.values.from}
          onChange={(event) => list.setFilters({ from: event.target.value })}
        />
        <SelectInput
          label={t.status()}
          value={status ?? ''}
          onChange={(event) => list.setFilters({ status: event.target.value })}
        >
          <option value="">{t.allStatuses()}</option>
          {WAITLIST_ENTRY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {WAITLIST_STATUS_LABELS[value]}
            </option>
          ))}
        </SelectInput>
      </FilterBar>

      {serviceId ? (
        <ListStates
          read={entries}
          loading={t.staffLoading()}
          errorTitle={t.staffLoadFailed()}
          empty={rows.length === 0}
          emptyState={<EmptyState title={t.staffEmpty()} />}
          paging={pagingOf(query, entries.data, list.setPage, PAGING_MESSAGES.waitlist)}
        >
          <DataTable caption={t.staffTitlePlain()} columns={COLUMNS} rows={rows} rowKey={(entry) => entry._id} />
        </ListStates>
      ) : (
        <EmptyState title={t.pickService()} />
      )}
    </section>
  );
}
