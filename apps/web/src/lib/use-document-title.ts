import { SALON } from '@salon/shared';
import { useEffect } from 'react';

/** Each page names itself in the tab and in screen readers' page announcements. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${SALON.name}` : `${SALON.name} | Hair, Beauty & Spa in Dubai`;
  }, [pageTitle]);
}
