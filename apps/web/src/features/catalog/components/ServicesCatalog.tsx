import { Search, SearchX } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { LoadError } from '@/components/ui/LoadError';
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
 *
 * The page arrives rendered by the server, and a phone's visitor types and taps before its scripts have run
 * (issue 27): the box and the chips are a GET form, so Enter or a chip works without scripts; the box's text
 * is the component's own state, seeded at hydration from what is already in the box, so no letter typed
 * before or during hydration is lost (a box bound to the address lagged behind fast typing, and hydration
 * wiped what was typed before it).
 */
export function ServicesCatalog() {
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useSearchText(params.get('q') ?? '');
  const query = useDeferredValue(text);
  // An empty value is the "All" chip submitted by the form before the scripts ran.
  const categoryId = params.get('category') || null;
  const searchBox = useRef<HTMLInputElement>(null);
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

  const type = (value: string) => {
    setText(value);
    update('q', value);
  };
  // Letters typed before hydration are in the box, not yet in the state: taken over as typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration.
  useLayoutEffect(() => {
    const typed = searchBox.current?.value;
    if (typed !== undefined && typed !== text) type(typed);
  }, []);

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
      {/* Without scripts a GET of /services?q=…&category=…; with them, the list filters as one types. */}
      <search className="mx-auto block max-w-4xl">
        <form
          method="get"
          action="/services"
          onSubmit={(event) => event.preventDefault()}
          className="flex flex-col gap-5 rounded-3xl border border-blush-200/80 bg-white p-5 shadow-sm sm:p-8"
        >
          <div>
            <label htmlFor={searchId} className="text-sm font-medium text-espresso">
              {t.searchServices()}
            </label>
            <div className="relative mt-1.5">
              {/*
              The form's first submit button, so Enter in the box submits it (keeping the chosen category),
              not the first chip.
            */}
              <button
                type="submit"
                name="category"
                value={categoryId ?? ''}
                aria-label={t.searchSubmit()}
                onClick={(event) => {
                  event.preventDefault();
                  searchBox.current?.focus();
                }}
                className="absolute top-1/2 start-1.5 grid size-10 -translate-y-1/2 place-items-center rounded-full text-taupe hover:text-wine focus-visible:outline-offset-0"
              >
                <Search aria-hidden="true" className="size-5" />
              </button>
              <input
                ref={searchBox}
                id={searchId}
                type="search"
                name="q"
                value={text}
                onChange={(event) => type(event.target.value)}
                placeholder={t.searchPlaceholder()}
                className="block w-full rounded-full border border-blush-200 bg-ivory py-3 pe-4 ps-12 text-base text-espresso placeholder:text-taupe/70 focus:border-wine focus:outline-none focus:ring-2 focus:ring-wine/25"
              />
            </div>
          </div>
          <CategoryChips
            categories={categories.isError ? [] : categories.data}
            selected={categoryId}
            onSelect={(id) => update('category', id)}
            name="category"
          />
        </form>
      </search>

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

/**
 * The search box's text: the address's `?q=` at first and whenever the address changes other than by this box
 * (Back, Forward, a link to the list); otherwise what was typed, which the address follows.
 */
function useSearchText(fromAddress: string): [string, (text: string) => void] {
  const [text, setText] = useState(fromAddress);
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const seen = useRef(key);
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    // This box and the chips replace the entry as they change it; a push or a pop comes from elsewhere.
    if (navigationType !== 'REPLACE') setText(fromAddress);
  }, [key, navigationType, fromAddress]);
  return [text, setText];
}
