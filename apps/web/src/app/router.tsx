import { lazy } from 'react';
import { Route, Routes } from 'react-router';
// The first bundle imports this module itself, not the feature's index.ts (docs/decisions.md, first bundle).
import { catalogPaths } from '@/features/catalog/api/catalog-paths';
import { ContactRedirectPage } from '@/routes/public/contact-redirect';
import { HomePage } from '@/routes/public/HomePage';
import { PublicLayout } from './layouts/PublicLayout';
import { lazyPage, Page } from './lazy-page';
import { PageBoundary } from './PageBoundary';

// Only the home page ships in the first bundle; every other page is fetched when first visited, which
// keeps the JavaScript needed before the landing page shows small (budget: scripts/size-budget.mjs).
// Declarative routes rather than a data router: no page uses loaders or actions, and the data router
// would add about 17 KB gzip to the first bundle.
const AboutPage = lazyPage(
  () => import('@/routes/public/AboutPage'),
  (m) => m.AboutPage,
);
const TermsOfServicePage = lazyPage(
  () => import('@/routes/public/TermsOfServicePage'),
  (m) => m.TermsOfServicePage,
);
const PrivacyPolicyPage = lazyPage(
  () => import('@/routes/public/PrivacyPolicyPage'),
  (m) => m.PrivacyPolicyPage,
);
// The catalog pages start their reads with their code (first visit only; see lazy-page.tsx).
const ServicesPage = lazyPage(
  () => import('@/routes/public/ServicesPage'),
  (m) => m.ServicesPage,
  () => [catalogPaths.services, catalogPaths.categories],
);
const ServiceDetailPage = lazyPage(
  () => import('@/routes/public/ServiceDetailPage'),
  (m) => m.ServiceDetailPage,
  ({ id = '' }) => [catalogPaths.service(id)],
);
const OrdersPage = lazyPage(
  () => import('@/routes/public/customer-pages'),
  (m) => m.OrdersPage,
);
const AccountPage = lazyPage(
  () => import('@/routes/public/AccountPage'),
  (m) => m.AccountPage,
);
const WaitlistOfferPage = lazyPage(
  () => import('@/routes/public/customer-pages'),
  (m) => m.WaitlistOfferPage,
);
const InvoicePage = lazyPage(
  () => import('@/routes/public/customer-pages'),
  (m) => m.InvoicePage,
);
const LoginPage = lazyPage(
  () => import('@/routes/public/LoginPage'),
  (m) => m.LoginPage,
);
const SignupPage = lazyPage(
  () => import('@/routes/public/SignupPage'),
  (m) => m.SignupPage,
);
const CompleteProfilePage = lazyPage(
  () => import('@/routes/public/CompleteProfilePage'),
  (m) => m.CompleteProfilePage,
);
const ForgotPasswordPage = lazyPage(
  () => import('@/routes/public/ForgotPasswordPage'),
  (m) => m.ForgotPasswordPage,
);
const ResetPasswordPage = lazyPage(
  () => import('@/routes/public/ResetPasswordPage'),
  (m) => m.ResetPasswordPage,
);
const VerifyEmailPage = lazyPage(
  () => import('@/routes/public/VerifyEmailPage'),
  (m) => m.VerifyEmailPage,
);
const NotFoundPage = lazyPage(
  () => import('@/routes/public/NotFoundPage'),
  (m) => m.NotFoundPage,
);

const AdminRoute = lazy(() => import('@/features/auth/components/AdminRoute').then((m) => ({ default: m.AdminRoute })));
const DashboardPage = lazyPage(
  () => import('@/routes/dashboard/dashboard-pages'),
  (m) => m.DashboardPage,
);
const TherapistDetailPage = lazyPage(
  () => import('@/routes/dashboard/TherapistDetailPage'),
  (m) => m.TherapistDetailPage,
);
const OrderDetailPage = lazyPage(
  () => import('@/routes/dashboard/OrderDetailPage'),
  (m) => m.OrderDetailPage,
);
const MyDayPage = lazyPage(
  () => import('@/routes/dashboard/MyDayPage'),
  (m) => m.MyDayPage,
);
const WaitlistPage = lazyPage(
  () => import('@/routes/dashboard/dashboard-pages'),
  (m) => m.WaitlistPage,
);
const InvoicePrintPage = lazyPage(
  () => import('@/routes/dashboard/dashboard-pages'),
  (m) => m.InvoicePrintPage,
);
const UserDetailPage = lazyPage(
  () => import('@/routes/dashboard/UserDetailPage'),
  (m) => m.UserDetailPage,
);

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<PublicLayout />}>
        {/* A pathless route so a failing page keeps the header and footer around its error. */}
        <Route element={<PageBoundary />}>
          <Route index element={<HomePage />} />
          <Route path="home" element={<HomePage />} />
          <Route path="about" element={<Page page={AboutPage} />} />
          <Route path="terms-of-service" element={<Page page={TermsOfServicePage} />} />
          <Route path="privacy-policy" element={<Page page={PrivacyPolicyPage} />} />
          <Route path="contact" element={<ContactRedirectPage />} />
          {/* The catalog (customer spec §2): list and service page. */}
          <Route path="services" element={<Page page={ServicesPage} />} />
          <Route path="services/:id" element={<Page page={ServiceDetailPage} />} />
          {/* My Appointments (spec §2): signed-in customers; the page sends anyone else to /login. */}
          <Route path="orders" element={<Page page={OrdersPage} />} />
          {/* My account (issue 16): signed-in users; the page sends anyone else to /login. */}
          <Route path="account" element={<Page page={AccountPage} />} />
          {/* A time held for a waitlisted customer (issue 16), where the offer's message links; signed in only. */}
          <Route path="waitlist/offers/:id" element={<Page page={WaitlistOfferPage} />} />
          {/* Accounts (spec §2); /reset-password and /verify-email are where the mailed links land. */}
          <Route path="login" element={<Page page={LoginPage} />} />
          <Route path="signup" element={<Page page={SignupPage} />} />
          <Route path="complete-profile" element={<Page page={CompleteProfilePage} />} />
          <Route path="forgot-password" element={<Page page={ForgotPasswordPage} />} />
          <Route path="reset-password" element={<Page page={ResetPasswordPage} />} />
          <Route path="verify-email" element={<Page page={VerifyEmailPage} />} />
          <Route path="*" element={<Page page={NotFoundPage} />} />
        </Route>
      </Route>
      {/* A receipt or invoice to print (issue 29): the document alone, without the site's chrome. */}
      <Route path="/account/invoices/:id" element={<PageBoundary />}>
        <Route index element={<Page page={InvoicePage} />} />
      </Route>
      {/* Staff only (admin spec §2 "Access guard", issue 15): a live session of admin or reception (the tabs)
          or a therapist (only my-day); anyone else goes to /login. The dashboard keeps the site's header, menu and footer. */}
      <Route path="/dashboard" element={<AdminRoute />}>
        <Route element={<PublicLayout />}>
          <Route element={<PageBoundary />}>
            <Route index element={<Page page={DashboardPage} />} />
            <Route path="therapists/:id" element={<Page page={TherapistDetailPage} />} />
            <Route path="orders/:id" element={<Page page={OrderDetailPage} />} />
            <Route path="users/:id" element={<Page page={UserDetailPage} />} />
            <Route path="my-day" element={<Page page={MyDayPage} />} />
            {/* A service's waitlist (issue 16): admin and reception. */}
            <Route path="waitlist" element={<Page page={WaitlistPage} />} />
          </Route>
        </Route>
        {/* An issued document to print (issue 29): admin and reception, without the dashboard's chrome. */}
        <Route path="invoices/:id/print" element={<PageBoundary />}>
          <Route index element={<Page page={InvoicePrintPage} />} />
        </Route>
      </Route>
    </Routes>
  );
}
