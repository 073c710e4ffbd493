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
          // The catalog (customer spec §2): list and service page.
          {
            path: 'services',
            lazy: () => import('../routes/public/ServicesPage').then((m) => ({ Component: m.ServicesPage })),
          },
          {
            path: 'services/:id',
            lazy: () => import('../routes/public/ServiceDetailPage').then((m) => ({ Component: m.ServiceDetailPage })),
          },
          // My Appointments (spec §2): signed-in customers; the page sends anyone else to /login.
          {
            path: 'orders',
            lazy: () => import('../routes/public/OrdersPage').then((m) => ({ Component: m.OrdersPage })),
          },
          // Accounts (spec §2); /reset-password is where the mailed reset link lands.
          {
            path: 'login',
            lazy: () => import('../routes/public/LoginPage').then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: 'signup',
            lazy: () => import('../routes/public/SignupPage').then((m) => ({ Component: m.SignupPage })),
          },
          {
            path: 'complete-profile',
            lazy: () =>
              import('../routes/public/CompleteProfilePage').then((m) => ({ Component: m.CompleteProfilePage })),
          },
          {
            path: 'forgot-password',
            lazy: () =>
              import('../routes/public/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
          },
          {
            path: 'reset-password',
            lazy: () => import('../routes/public/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
          },
          {
            path: '*',
            lazy: () => import('../routes/public/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
    ],
  },
  {
    // Admin only (admin spec §2 "Access guard"): a token that decodes, says admin and has not expired;
    // anyone else goes to /login. The dashboard's pages go in as children of this guard.
    path: '/dashboard',
    lazy: () => import('../features/auth/components/AdminRoute').then((m) => ({ Component: m.AdminRoute })),
    HydrateFallback: PageLoading,
    children: [
      // The dashboard keeps the site's header, menu and footer; its pages load only when an admin opens them.
      {
        Component: PublicLayout,
        children: [
          {
            ErrorBoundary: RouteErrorPage,
            children: [
              {
                index: true,
                lazy: () => import('../routes/dashboard/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
              },
              {
                path: 'therapists/:id',
                lazy: () =>
                  import('../routes/dashboard/TherapistDetailPage').then((m) => ({ Component: m.TherapistDetailPage })),
              },
              {
                path: 'orders/:id',
                lazy: () =>
                  import('../routes/dashboard/OrderDetailPage').then((m) => ({ Component: m.OrderDetailPage })),
              },
              {
                path: 'users/:id',
                lazy: () => import('../routes/dashboard/UserDetailPage').then((m) => ({ Component: m.UserDetailPage })),
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
