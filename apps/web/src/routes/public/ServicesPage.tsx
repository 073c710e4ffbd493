import { PAGE_META } from '@salon/shared';
import { PageHeader } from '@/components/layout/PageHeader';
import { ServicesCatalog } from '@/features/catalog';
import { usePageMeta } from '@/lib/use-page-meta';
import { routeText as t } from './route-messages';

/** /services: the public list of treatments (customer spec §2). */
export function ServicesPage() {
  usePageMeta(PAGE_META.services);
  return (
    <>
      <PageHeader title={t.servicesTitle()} subtitle={t.servicesSubtitle()} showBackLink />
      <ServicesCatalog />
    </>
  );
}
