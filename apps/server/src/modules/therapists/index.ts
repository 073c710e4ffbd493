export { therapistsRoutes } from './therapists.routes';
