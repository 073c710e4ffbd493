import { DASHBOARD_MESSAGES, MESSAGES, type TService } from '@salon/shared';
import { Globe, Pencil, Phone, Plus, SlidersHorizontal, Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Alert } from '../../../../components/ui/Alert';
import { Button } from '../../../../components/ui/Button';
import { ConfirmDialog } from '../../../../components/ui/ConfirmDialog';
import { SearchInput } from '../../../../components/ui/fields';
import { LoadError } from '../../../../components/ui/LoadError';
import { EmptyState, ICON_BUTTON, PanelHeader, TABLE } from '../../../../components/ui/PanelHeader';
import { serverMessage } from '../../../../lib/api-client';
import { showToast } from '../../../../lib/toast';
import {
  activeServiceFilterCount,
  EMPTY_SERVICE_FILTERS,
  filterAdminServices,
  type ServiceFilters,
} from '../../admin-filters';
import { useCategories } from '../../api/categories';
import { SERVICES_TAB_RETRY } from '../../api/query-keys';
import { useDeleteService, useServices } from '../../api/services';
import { formatAed, priceView, truncate } from '../../pricing-display';
import { PriceTag } from '../PriceTag';
import { ServiceImage } from '../ServiceImage';
import { ServiceFiltersPanel } from './ServiceFiltersPanel';
import { ServiceFormModal } from './ServiceFormModal';

const m = DASHBOARD_MESSAGES;

type Editing = { mode: 'add' } | { mode: 'edit'; service: TService } | null;

function OnlineBadge({ online }: { online: boolean }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-full bg-sand px-2.5 py-1 text-xs font-medium text-cocoa">
      {online ? <Globe aria-hidden="true" className="size-3.5" /> : <Phone aria-hidden="true" className="size-3.5" />}
      {online ? 'Online' : 'Call to book'}
    </span>
  );
}

/** The Services tab (admin spec §2): search, filters, table (cards below 1024 px), add/edit, delete. */
export function ServicesPanel() {
  const services = useServices(SERVICES_TAB_RETRY);
  const categories = useCategories();
  const remove = useDeleteService();
  const filtersId = useId();
  const [filters, setFilters] = useState<ServiceFilters>(EMPTY_SERVICE_FILTERS);
  const [showFilters, setShowFilters] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [noCategories, setNoCategories] = useState(false);
  const [deleting, setDeleting] = useState<TService | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const visible = useMemo(() => filterAdminServices(services.data ?? [], filters), [services.data, filters]);
  const activeCount = activeServiceFilterCount(filters);

  const openAdd = () => {
    // 'Please create at least one category before adding services.' (admin spec §5)
    if (categories.data && categories.data.length === 0) {
      setNoCategories(true);
      return;
    }
    setNoCategories(false);
    setEditing({ mode: 'add' });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync(deleting._id);
      showToast('success', m.serviceDeleted);
      setDeleting(null);
    } catch (error) {
      showToast('error', m.serviceDeleteFailed);
      setDeleteError(serverMessage(error, m.serviceDeleteFailed));
    }
  };

  const actions = (service: TService) => (
    <>
      <button
        type="button"
        className={`${ICON_BUTTON} inline-grid`}
        aria-label={`Edit ${service.name}`}
        onClick={() => setEditing({ mode: 'edit', service })}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={`${ICON_BUTTON} inline-grid text-red-800`}
        aria-label={`Delete ${service.name}`}
        onClick={() => {
          setDeleteError(null);
          setDeleting(service);
        }}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </>
  );

  return (
    <section aria-label="Services" className="space-y-5">
      <PanelHeader title="Services" count={services.data?.length}>
        <Button
          variant="secondary"
          aria-expanded={showFilters}
          aria-controls={filtersId}
          onClick={() => setShowFilters((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filters
          {activeCount > 0 && (
            <span className="rounded-full bg-wine px-2 text-xs leading-5 text-white">
              {activeCount}
              <span className="sr-only"> active</span>
            </span>
          )}
        </Button>
        <Button onClick={openAdd} disabled={categories.isPending}>
          <Plus aria-hidden="true" className="size-4" />
          Add Service
        </Button>
      </PanelHeader>

      {noCategories && <Alert tone="error">{MESSAGES.catalog.noCategories}</Alert>}

      <SearchInput
        label="Search services"
        value={filters.query}
        onChange={(query) => setFilters((f) => ({ ...f, query }))}
        placeholder="Name, description or category"
      />
      {showFilters && (
        <ServiceFiltersPanel
          id={filtersId}
          filters={filters}
          categories={categories.data ?? []}
          onChange={setFilters}
        />
      )}

      {services.isPending ? (
        <p role="status" className="py-10 text-center text-taupe">
          Loading services…
        </p>
      ) : services.isError ? (
        <LoadError
          title={MESSAGES.services.loadError}
          error={services.error}
          onRetry={() => void services.refetch()}
          retrying={services.isFetching}
        />
      ) : services.data.length === 0 ? (
        <EmptyState title={m.servicesEmptyCreate}>
          <Button onClick={openAdd}>
            <Plus aria-hidden="true" className="size-4" />
            {m.createFirstService}
          </Button>
        </EmptyState>
      ) : visible.length === 0 ? (
        <EmptyState title={m.servicesEmpty}>
          <p>No service matches the search and filters.</p>
        </EmptyState>
      ) : (
        <>
          {/* Cards below 1024 px: seven columns do not fit a phone or a tablet. */}
          <ul className="grid gap-4 sm:grid-cols-2 lg:hidden">
            {visible.map((service) => (
              <li key={service._id}>
                <article className="flex h-full gap-4 rounded-3xl border border-blush-200/80 bg-white p-4 shadow-sm">
                  <ServiceImage src={service.imageUrl} className="w-20 shrink-0 self-start rounded-xl sm:w-24" />
                  <div className="flex min-w-0 flex-1 flex-col">
                    <p className="text-xs font-semibold uppercase tracking-[0.15em] text-wine">
                      {service.category.name}
                    </p>
                    <h3 className="mt-1 font-sans text-base font-semibold text-espresso">{service.name}</h3>
                    <p className="mt-1 text-sm text-taupe">{truncate(service.description, 100)}</p>
                    <div className="mt-auto flex flex-wrap items-end justify-between gap-x-3 gap-y-2 pt-3">
                      <div>
                        <PriceTag price={service.price} discount={service.discount} variant="card" />
                        <div className="mt-2">
                          <OnlineBadge online={service.demandOnline} />
                        </div>
                      </div>
                      <div className="-mr-2 flex">{actions(service)}</div>
                    </div>
                  </div>
                </article>
              </li>
            ))}
          </ul>

          <div className={`${TABLE.wrap} hidden lg:block`}>
            <table className={TABLE.table}>
              <caption className="sr-only">Services</caption>
              <thead>
                <tr>
                  <th scope="col" className={TABLE.th}>
                    Image
                  </th>
                  <th scope="col" className={TABLE.th}>
                    Name
                  </th>
                  <th scope="col" className={TABLE.th}>
                    Category
                  </th>
                  <th scope="col" className={TABLE.th}>
                    Price
                  </th>
                  <th scope="col" className={TABLE.th}>
                    Discount
                  </th>
                  <th scope="col" className={TABLE.th}>
                    Booking
                  </th>
                  <th scope="col" className={`${TABLE.th} text-right`}>
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {visible.map((service) => {
                  const price = priceView(service.price, service.discount);
                  return (
                    <tr key={service._id}>
                      <td className={`${TABLE.td} w-24`}>
                        <ServiceImage src={service.imageUrl} className="w-16 rounded-lg" />
                      </td>
                      <th scope="row" className={`${TABLE.td} max-w-xs font-medium`}>
                        {service.name}
                        <span className="mt-1 block text-xs font-normal text-taupe">
                          {truncate(service.description, 100)}
                        </span>
                      </th>
                      <td className={TABLE.td}>{service.category.name}</td>
                      <td className={`${TABLE.td} whitespace-nowrap`}>
                        {price.hasDiscount ? (
                          <>
                            <span className="font-medium">{formatAed(price.final)}</span>{' '}
                            <s className="text-xs text-taupe">{formatAed(price.original)}</s>
                          </>
                        ) : (
                          formatAed(price.original)
                        )}
                      </td>
                      <td className={TABLE.td}>{service.discount > 0 ? `${service.discount}%` : '—'}</td>
                      <td className={TABLE.td}>
                        <OnlineBadge online={service.demandOnline} />
                      </td>
                      <td className={`${TABLE.td} text-right whitespace-nowrap`}>{actions(service)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}

      {editing && (
        <ServiceFormModal
          service={editing.mode === 'edit' ? editing.service : undefined}
          categories={categories.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete Service"
          question={m.serviceDeleteConfirm(deleting.name)}
          busy={remove.isPending}
          error={deleteError}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
