export { problemsRoutes } from './problems.routes';
