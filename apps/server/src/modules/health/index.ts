export { healthRoutes } from './health.routes';
export { migrationsShipped } from './health.service';
