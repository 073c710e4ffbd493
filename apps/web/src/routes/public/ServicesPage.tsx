import { PAGE_META } from '@salon/shared';
import { PageHeader } from '../../components/layout/PageHeader';
import { ServicesCatalog } from '../../features/catalog';
import { usePageMeta } from '../../lib/use-page-meta';

/** /services: the public list of treatments (customer spec §2). */
export function ServicesPage() {
  usePageMeta(PAGE_META.services);
  return (
    <>
      <PageHeader
        title="Our Services"
        subtitle="Hair, nails, waxing and threading, facials and brows: choose a treatment, then your therapist and a time that suits you."
        showBackLink
      />
      <ServicesCatalog />
    </>
  );
}
