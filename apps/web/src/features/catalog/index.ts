export { catalogPaths } from './api/catalog-paths';
export { catalogKeys, DETAIL_READ_RETRY } from './api/query-keys';
export { fetchService, useService, useServices } from './api/services';
export {
  anyTherapistEntryId,
  anyTimeKey,
  bookableSlots,
  isAnyTimeKey,
  isStillOffered,
  orderItemOf,
} from './booking-wizard';
export { WIZARD_MESSAGES } from './booking-wizard-messages';
export { CategoriesPanel } from './components/categories/CategoriesPanel';
export { ServiceDetail } from './components/ServiceDetail';
export { ServicesCatalog } from './components/ServicesCatalog';
export { ServicesPanel } from './components/services/ServicesPanel';
export { WizardSteps } from './components/WizardSteps';
export { useBookingWizard, type WizardBanner } from './hooks/use-booking-wizard';
export { formatAed, priceView, truncate } from './pricing-display';
