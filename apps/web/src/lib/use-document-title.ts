import { namedTitle, PAGE_META } from '@salon/shared';
import { usePageMeta } from './use-page-meta';

/**
 * A signed-in page (the dashboard's details, My Appointments, My account) names itself in the tab and in
 * screen readers' page announcements; search engines are kept out of it. Public pages use `usePageMeta`
 * with their entry of PAGE_META.
 */
export function useDocumentTitle(pageTitle: string): void {
  usePageMeta({ title: namedTitle(pageTitle), description: PAGE_META.home.description, noindex: true });
}
