import { PAGE_META, SALON, servicePageMeta, type TServiceDetail } from '@salon/shared';
import { ArrowLeft, CalendarCheck, Star, Users } from 'lucide-react';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { telHref } from '@/lib/tel-href';
import { usePageMeta } from '@/lib/use-page-meta';
import { useService } from '../api/services';
import { bookableSlots } from '../bookable-slots';
import { catalogText as t } from '../catalog-messages';
import { PriceTag } from './PriceTag';
import { messageWithElement } from './rich-message';
import { BookingMode } from './ServiceCard';
import { preloadServiceImages, SERVICE_IMAGE_SIZES, ServiceImage } from './ServiceImage';

const BACK_LINK =
  'inline-flex min-h-11 items-center gap-2 text-sm font-medium text-wine underline-offset-4 hover:underline';

/**
 * /services/:id: the service and, beside it, its booking chooser (customer spec §2), which the route gives:
 * the booking depends on the catalog, never the catalog on the booking.
 */
export function ServiceDetail({ id, booking }: { id: string; booking: (service: TServiceDetail) => ReactNode }) {
  const service = useService(id);
  // As for the catalog's cards: the page is built in a background render React slices, not in the one
  // urgent render the query's answer triggers (on a phone, a long task). The skeleton stays until then.
  const data = useDeferredValue(service.data);
  usePageMeta(data ? servicePageMeta(data) : PAGE_META.service);
  // Its picture, the page's largest paint, starts loading with the answer rather than with that render.
  const imageUrl = service.data?.imageUrl;
  useEffect(() => {
    if (imageUrl) preloadServiceImages([imageUrl], SERVICE_IMAGE_SIZES.detail);
  }, [imageUrl]);

  if (service.isError) {
    return (
      <div className="px-4 py-16 sm:px-6">
        <LoadError title={t.detailLoadFailed()} error={service.error}>
          <ButtonLink to="/services" variant="secondary">
            <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t.backToServices()}
          </ButtonLink>
        </LoadError>
      </div>
    );
  }

  if (!data) return <ServiceDetailSkeleton />;
  const available = bookableSlots(data.appointments, Date.now()).length;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-20 sm:px-6 lg:px-8 lg:pt-10">
      <Link to="/services" className={BACK_LINK}>
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t.backToServices()}
      </Link>
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-12">
        <section aria-labelledby="service-name">
          <div className="overflow-hidden rounded-3xl shadow-sm">
            <ServiceImage
              src={data.imageUrl}
              aspect="aspect-[4/3] lg:aspect-[16/9]"
              sizes={SERVICE_IMAGE_SIZES.detail}
              eager
            />
          </div>
          <p className="mt-6 text-xs font-semibold uppercase tracking-[0.2em] text-wine">{data.category.name}</p>
          <h1 id="service-name" className="mt-2 text-3xl text-espresso sm:text-4xl">
            {data.name}
          </h1>
          <ul className="mt-4 flex flex-wrap gap-2 text-sm">
            <li className="inline-flex items-center gap-1.5 rounded-full bg-blush px-3 py-1.5 font-medium text-wine">
              {/* Online booking with no free time online is booking by phone: the chip says what the wizard offers. */}
              <BookingMode online={data.demandOnline && available > 0} iconClassName="size-4" />
            </li>
            <li className="inline-flex items-center gap-1.5 rounded-full bg-sand px-3 py-1.5 font-medium text-cocoa">
              <CalendarCheck aria-hidden="true" className="size-4 text-wine" />
              {t.availableSlots({ count: available })}
            </li>
          </ul>
          {data.description && (
            <p className="mt-5 text-base leading-relaxed text-cocoa sm:text-lg">{data.description}</p>
          )}
          <PriceTag price={data.price} discount={data.discount} variant="detail" className="mt-6" />
          {!data.demandOnline && (
            <p className="mt-4 text-sm text-taupe">
              {messageWithElement(
                t.callToBookDetail,
                'phone',
                <a
                  href={telHref(SALON.phones[0])}
                  dir="ltr"
                  className="font-medium text-wine underline underline-offset-4"
                >
                  {SALON.phones[0]}
                </a>,
              )}
            </p>
          )}
          <ul aria-label={t.whyGuestsChooseUs()} className="mt-8 grid grid-cols-2 gap-4">
            <li className="flex items-center gap-3 rounded-2xl border border-blush-200/80 bg-white p-4">
              <Users aria-hidden="true" className="size-6 shrink-0 text-rose-gold" />
              <span className="font-medium text-espresso">{t.happyClients()}</span>
            </li>
            <li className="flex items-center gap-3 rounded-2xl border border-blush-200/80 bg-white p-4">
              <Star aria-hidden="true" className="size-6 shrink-0 text-rose-gold" />
              <span className="font-medium text-espresso">{t.rating()}</span>
            </li>
          </ul>
        </section>
        <div className="lg:sticky lg:top-28 lg:self-start">{booking(data)}</div>
      </div>
    </div>
  );
}

function ServiceDetailSkeleton() {
  return (
    <div
      role="status"
      aria-label={t.loadingService()}
      className="mx-auto max-w-7xl px-4 pt-6 pb-20 sm:px-6 lg:px-8 lg:pt-10"
    >
      <div aria-hidden="true">
        <div className="h-11 w-40 animate-pulse rounded bg-sand" />
        <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-12">
          <div>
            <div className="aspect-[4/3] w-full animate-pulse rounded-3xl bg-blush lg:aspect-[16/9]" />
            <div className="mt-6 h-4 w-32 animate-pulse rounded bg-sand" />
            <div className="mt-3 h-10 w-3/4 animate-pulse rounded bg-sand" />
            <div className="mt-5 h-20 w-full animate-pulse rounded bg-sand" />
          </div>
          <div className="h-[32rem] animate-pulse rounded-3xl bg-white" />
        </div>
      </div>
    </div>
  );
}
