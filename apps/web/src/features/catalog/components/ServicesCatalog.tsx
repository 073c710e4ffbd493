import { Search, SearchX } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/LoadError';
import { useCategories } from '../api/categories';
import { useServices } from '../api/services';
import { catalogText as t } from '../catalog-messages';
import { filterPublicServices } from '../services-filter';
import { CategoryChips } from './CategoryChips';
import { ServiceCard, ServiceCardSkeleton } from './ServiceCard';
import { preloadServiceImages, SERVICE_IMAGE_SIZES } from './ServiceImage';

// One column of the screen's width on a phone: an implicit column would take a card's widest picture (800 px).
const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';
/** Skipped by layout until near the viewport, holding a card's height meanwhile (then its last real one). */
const OFFSCREEN_CARD = '[content-visibility:auto] [contain-intrinsic-size:auto_30rem]';
/** Cards in the first screenful load their pictures at once; the rest lazily. */
const EAGER_CARDS = 3;

/**
 * The public services list (spec §2): search, category chips and the card grid. The search and the
 * chosen category live in the URL (?q=, ?category=), so a shared or reloaded link shows the same list.
 */
export function ServicesCatalog() {
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const categoryId = params.get('category');
  const services = useServices();
  // The cards are built in a background render React slices and interrupts, not in the one urgent render
  // the query's answer triggers: on a phone a full list held the main thread for a quarter of a second.
  // Until then the skeletons stay.
  const servicesList = useDeferredValue(services.data);
  const categories = useCategories();

  const update = (key: 'q' | 'category', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  // The first cards' pictures start loading with the answer, while the background render builds the cards.
  useEffect(() => {
    if (!services.data) return;
    const first = filterPublicServices(services.data, { query, categoryId }).slice(0, EAGER_CARDS);
    preloadServiceImages(
      first.map((service) => service.imageUrl),
      SERVICE_IMAGE_SIZES.card,
    );
  }, [services.data, query, categoryId]);

  const visible = useMemo(
    () => (servicesList ? filterPublicServices(servicesList, { query, categoryId }) : []),
    [servicesList, query, categoryId],
  );

  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
      {/* Lined up with the page header's column above; the grid below uses the full width. */}
      <div className="mx-auto flex max-w-4xl flex-col gap-5 rounded-3xl border border-blush-200/80 bg-white p-5 shadow-sm sm:p-8">
        <div>
          <label htmlFor={searchId} className="text-sm font-medium text-espresso">
            {t.searchServices()}
          </label>
          <div className="relative mt-1.5">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 start-4 size-5 -translate-y-1/2 text-taupe"
            />
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => update('q', event.target.value)}
              placeholder={t.searchPlaceholder()}
              className="block w-full rounded-full border border-blush-200 bg-ivory py-3 pe-4 ps-12 text-base text-espresso placeholder:text-taupe/70 focus:border-wine focus:outline-none focus:ring-2 focus:ring-wine/25"
            />
          </div>
        </div>
        <CategoryChips
          categories={categories.isError ? [] : categories.data}
          selected={categoryId}
          onSelect={(id) => update('category', id)}
        />
      </div>

      <div className="mt-10">
        {services.isError ? (
          <LoadError
            title={t.servicesLoadError()}
            error={services.error}
            onRetry={() => void services.refetch()}
            retrying={services.isFetching}
          />
        ) : servicesList === undefined ? (
          <div role="status" aria-label={t.loadingServices()}>
            <ul className={GRID}>
              {[0, 1, 2, 3, 4, 5].map((n) => (
                <li key={n}>
                  <ServiceCardSkeleton />
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <>
            <p role="status" className="mb-5 text-sm text-taupe">
              {visible.length === servicesList.length
                ? t.treatmentCount({ count: servicesList.length })
                : t.treatmentsShown({ shown: visible.length, count: servicesList.length })}
            </p>
            {visible.length === 0 ? (
              <div className="rounded-3xl border border-dashed border-blush-200 bg-white px-6 py-16 text-center">
                <SearchX aria-hidden="true" className="mx-auto size-10 text-rose-gold" strokeWidth={1.5} />
                <h2 className="mt-4 text-2xl text-espresso">{t.servicesEmpty()}</h2>
                <p className="mt-2 text-taupe">{t.noMatchHint()}</p>
              </div>
            ) : (
              <ul className={GRID}>
                {visible.map((service, index) => (
                  // Cards below the first screenful are laid out and painted only when scrolled near: the
                  // whole grid at once was the page's longest layout on a phone.
                  <li key={service._id} className={index < EAGER_CARDS ? undefined : OFFSCREEN_CARD}>
                    <ServiceCard service={service} eager={index < EAGER_CARDS} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </div>
  );
}
