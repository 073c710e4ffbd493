export { pageHeads, seoRoutes } from './seo.routes';
