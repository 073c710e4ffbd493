import type { TService } from '@salon/shared';
import { Globe, Phone, Plus, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { SearchInput } from '@/components/ui/fields';
import { ListStates } from '@/components/ui/ListStates';
import { EmptyState, PanelHeader } from '@/components/ui/PanelHeader';
import { RowActions } from '@/components/ui/RowActions';
import { useConfirmDelete } from '@/components/ui/use-confirm-delete';
import { formatAed, priceView } from '@/lib/format-money';
import { SERVICES_TAB_RETRY } from '@/lib/read-retry';
import { truncate } from '@/lib/truncate';
import {
  activeServiceFilterCount,
  EMPTY_SERVICE_FILTERS,
  filterAdminServices,
  type ServiceFilters,
} from '../../admin-filters';
import { useCategories } from '../../api/categories';
import { useDeleteService, useServices } from '../../api/services';
import { catalogAdminText as t } from '../../catalog-admin-messages';
import { PriceTag } from '../PriceTag';
import { ServiceImage } from '../ServiceImage';
import { ServiceFiltersPanel } from './ServiceFiltersPanel';
import { ServiceFormModal } from './ServiceFormModal';

type Editing = { mode: 'add' } | { mode: 'edit'; service: TService } | null;

function OnlineBadge({ online }: { online: boolean }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-full bg-sand px-2.5 py-1 text-xs font-medium text-cocoa">
      {online ? <Globe aria-hidden="true" className="size-3.5" /> : <Phone aria-hidden="true" className="size-3.5" />}
      {online ? t.online() : t.callToBook()}
    </span>
  );
}

function ServiceCard({ service, children }: { service: TService; children: ReactNode }) {
  return (
    <article className="flex h-full gap-4 rounded-3xl border border-blush-200/80 bg-white p-4 shadow-sm">
      <ServiceImage src={service.imageUrl} className="w-20 shrink-0 self-start rounded-xl sm:w-24" />
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="text-xs font-semibold uppercase tracking-[0.15em] text-wine">{service.category.name}</p>
        <h3 className="mt-1 font-sans text-base font-semibold text-espresso">{service.name}</h3>
        <p className="mt-1 text-sm text-taupe">{truncate(service.description, 100)}</p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-3 gap-y-2 pt-3">
          <div>
            <PriceTag price={service.price} discount={service.discount} variant="card" />
            <div className="mt-2">
              <OnlineBadge online={service.demandOnline} />
            </div>
          </div>
          <div className="-me-2 flex">{children}</div>
        </div>
      </div>
    </article>
  );
}

function PriceCell({ service }: { service: TService }) {
  const price = priceView(service.price, service.discount);
  if (!price.hasDiscount) return formatAed(price.original);
  return (
    <>
      <span className="font-medium">{formatAed(price.final)}</span>{' '}
      <s className="text-xs text-taupe">{formatAed(price.original)}</s>
    </>
  );
}

const COLUMNS: Column<TService>[] = [
  {
    header: t.columnImage(),
    cellClassName: 'w-24',
    cell: (service) => <ServiceImage src={service.imageUrl} className="w-16 rounded-lg" />,
  },
  {
    header: t.columnName(),
    rowHeader: true,
    cellClassName: 'max-w-xs font-medium',
    cell: (service) => (
      <>
        {service.name}
        <span className="mt-1 block text-xs font-normal text-taupe">{truncate(service.description, 100)}</span>
      </>
    ),
  },
  { header: t.columnCategory(), cell: (service) => service.category.name },
  { header: t.columnPrice(), cellClassName: 'whitespace-nowrap', cell: (service) => <PriceCell service={service} /> },
  {
    header: t.columnDiscount(),
    cell: (service) => (service.discount > 0 ? t.discountPercent({ percent: service.discount }) : t.noDiscount()),
  },
  { header: t.columnBooking(), cell: (service) => <OnlineBadge online={service.demandOnline} /> },
];

/**
 * The Services tab (admin spec §2): search, filters, table (cards below 1024 px), add/edit, delete.
 * `serviceLink` is what the dashboard puts before a service's actions (the link to its waitlist): the
 * dashboard composes the two features, so the catalog does not depend on the waitlist.
 */
export function ServicesPanel({ serviceLink }: { serviceLink?: (service: TService) => ReactNode }) {
  const services = useServices(SERVICES_TAB_RETRY);
  const categories = useCategories();
  const remove = useDeleteService();
  const filtersId = useId();
  const [filters, setFilters] = useState<ServiceFilters>(EMPTY_SERVICE_FILTERS);
  const [showFilters, setShowFilters] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [noCategories, setNoCategories] = useState(false);
  const deletion = useConfirmDelete<TService>({
    remove: (service) => remove.mutateAsync(service._id),
    busy: remove.isPending,
    toasts: { deleted: t.serviceDeleted(), failed: t.serviceDeleteFailed() },
  });

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

  const onEdit = (service: TService) => setEditing({ mode: 'edit', service });

  return (
    <section aria-label={t.services()} className="space-y-5">
      <PanelHeader title={t.services()} count={services.data?.length}>
        <Button
          variant="secondary"
          aria-expanded={showFilters}
          aria-controls={filtersId}
          onClick={() => setShowFilters((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {t.filters()}
          {activeCount > 0 && (
            <span className="rounded-full bg-wine px-2 text-xs leading-5 text-white">
              <span aria-hidden="true">{activeCount}</span>
              <span className="sr-only"> {t.activeFilters({ count: activeCount })}</span>
            </span>
          )}
        </Button>
        <Button onClick={openAdd} disabled={categories.isPending}>
          <Plus aria-hidden="true" className="size-4" />
          {t.addService()}
        </Button>
      </PanelHeader>

      {noCategories && <Alert tone="error">{t.noCategories()}</Alert>}

      <SearchInput
        label={t.searchServices()}
        value={filters.query}
        onChange={(query) => setFilters((f) => ({ ...f, query }))}
        placeholder={t.searchServicesPlaceholder()}
      />
      {showFilters && (
        <ServiceFiltersPanel
          id={filtersId}
          filters={filters}
          categories={categories.data ?? []}
          onChange={setFilters}
        />
      )}

      <ListStates
        read={services}
        loading={t.loadingServices()}
        errorTitle={t.servicesLoadError()}
        empty={visible.length === 0}
        emptyState={
          services.data?.length === 0 ? (
            <EmptyState title={t.servicesEmptyCreate()}>
              <Button onClick={openAdd}>
                <Plus aria-hidden="true" className="size-4" />
                {t.createFirstService()}
              </Button>
            </EmptyState>
          ) : (
            <EmptyState title={t.servicesEmpty()}>
              <p>{t.noServiceMatches()}</p>
            </EmptyState>
          )
        }
      >
        <DataTable
          caption={t.services()}
          rows={visible}
          rowKey={(service) => service._id}
          columns={[
            ...COLUMNS,
            {
              header: t.columnActions(),
              className: 'text-end',
              cellClassName: 'whitespace-nowrap',
              cell: (service) => (
                <>
                  {serviceLink?.(service)}
                  <RowActions
                    name={service.name}
                    onEdit={() => onEdit(service)}
                    onDelete={() => deletion.ask(service)}
                  />
                </>
              ),
            },
          ]}
          cards={{
            // Seven columns do not fit a phone or a tablet.
            className: 'grid gap-4 sm:grid-cols-2 lg:hidden',
            tableClassName: 'hidden lg:block',
            card: (service) => (
              <ServiceCard service={service}>
                {serviceLink?.(service)}
                <RowActions name={service.name} onEdit={() => onEdit(service)} onDelete={() => deletion.ask(service)} />
              </ServiceCard>
            ),
          }}
        />
      </ListStates>

      {editing && (
        <ServiceFormModal
          service={editing.mode === 'edit' ? editing.service : undefined}
          categories={categories.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      {deletion.target && (
        <ConfirmDialog
          title={t.deleteService()}
          question={t.serviceDeleteConfirm({ name: deletion.target.name })}
          {...deletion.dialog}
        />
      )}
    </section>
  );
}
