import type { TService } from '@salon/shared';
import { Globe, Phone } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '@/components/ui/Button';
import { truncate } from '@/lib/truncate';
import { catalogText as t } from '../catalog-messages';
import { PriceTag } from './PriceTag';
import { SERVICE_IMAGE_SIZES, ServiceImage } from './ServiceImage';

/** Service cards cut their description at 100 characters (spec §2). */
export const CARD_DESCRIPTION_LIMIT = 100;

/** How a service is booked, online or by phone, with its icon (spec §2): on its card and its page. */
export function BookingMode({ online, iconClassName }: { online: boolean; iconClassName: string }) {
  const Icon = online ? Globe : Phone;
  return (
    <>
      <Icon aria-hidden="true" className={iconClassName} />
      {online ? t.onlineBooking() : t.callToBook()}
    </>
  );
}

export function ServiceCard({ service, eager = false }: { service: TService; eager?: boolean }) {
  const titleId = useId();
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-3xl border border-blush-200/80 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <div className="overflow-hidden">
        <ServiceImage
          src={service.imageUrl}
          aspect="aspect-[16/9] sm:aspect-[4/3]"
          eager={eager}
          sizes={SERVICE_IMAGE_SIZES.card}
          className="w-full transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-wine">{service.category.name}</p>
        <h2 id={titleId} className="mt-2 text-xl text-espresso">
          {service.name}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-taupe">
          {truncate(service.description, CARD_DESCRIPTION_LIMIT)}
        </p>
        <div className="mt-auto pt-5">
          <PriceTag price={service.price} discount={service.discount} variant="card" />
          <p className="mt-3 inline-flex items-center gap-1.5 text-xs font-medium text-cocoa">
            <BookingMode online={service.demandOnline} iconClassName="size-3.5 text-wine" />
          </p>
          {/* Every card says 'View Services'; aria-describedby tells screen readers which service it opens. */}
          <ButtonLink to={`/services/${service._id}`} aria-describedby={titleId} className="mt-5 w-full" arrow>
            {t.viewServices()}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}

/** Same box as a card, so nothing moves when the real cards arrive. */
export function ServiceCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-3xl border border-blush-200/80 bg-white"
    >
      <div className="aspect-[16/9] w-full animate-pulse bg-blush sm:aspect-[4/3]" />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="h-3 w-24 animate-pulse rounded bg-sand" />
        <div className="h-6 w-3/4 animate-pulse rounded bg-sand" />
        <div className="h-4 w-full animate-pulse rounded bg-sand" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-sand" />
        <div className="mt-4 h-8 w-28 animate-pulse rounded bg-sand" />
        <div className="mt-3 h-11 w-full animate-pulse rounded-full bg-sand" />
      </div>
    </div>
  );
}
