import { PageHeader } from '../../components/layout/PageHeader';
import { ServicesCatalog } from '../../features/catalog';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /services: the public list of treatments (customer spec §2). */
export function ServicesPage() {
  useDocumentTitle('Services');
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
