export { categoriesRoutes } from './categories.routes';
export { categoryExists } from './categories.service';
