import { createBrowserRouter, type RouteObject } from 'react-router';
import { ContactRedirectPage, contactRedirectLoader } from '../routes/public/contact-redirect';
import { HomePage } from '../routes/public/HomePage';
import { PageLoading } from '../routes/public/PageLoading';
import { RouteErrorPage } from '../routes/public/RouteErrorPage';
import { PublicLayout } from './layouts/PublicLayout';

/**
 * Only the home page ships in the first bundle; every other page is fetched when first visited,
 * which keeps the JavaScript needed before the landing page shows small.
 * Later milestones add /services, /orders, /login and the lazy /dashboard/* tree here.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: PublicLayout,
    HydrateFallback: PageLoading,
    children: [
      {
        // A pathless route so a failing page keeps the header and footer around its error.
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, Component: HomePage },
          { path: 'home', Component: HomePage },
          {
            path: 'about',
            lazy: () => import('../routes/public/AboutPage').then((m) => ({ Component: m.AboutPage })),
          },
          {
            path: 'terms-of-service',
            lazy: () =>
              import('../routes/public/TermsOfServicePage').then((m) => ({ Component: m.TermsOfServicePage })),
          },
          {
            path: 'privacy-policy',
            lazy: () => import('../routes/public/PrivacyPolicyPage').then((m) => ({ Component: m.PrivacyPolicyPage })),
          },
          { path: 'contact', loader: contactRedirectLoader, Component: ContactRedirectPage },
          {
            path: '*',
            lazy: () => import('../routes/public/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
