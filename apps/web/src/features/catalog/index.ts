export { catalogPaths } from './api/catalog-paths';
export { fetchService, useService, useServices } from './api/services';
export { bookableSlots } from './bookable-slots';
export { CategoriesPanel } from './components/categories/CategoriesPanel';
export { ServiceDetail } from './components/ServiceDetail';
export { ServicesCatalog } from './components/ServicesCatalog';
export { ServicesPanel } from './components/services/ServicesPanel';
