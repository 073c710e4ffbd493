// In the first bundle: its words come with the layout's small catalogue, not with the pages' one.
import { pageLayoutText as t } from '@/components/layout/layout-messages';

/** Shown while a page's code is fetched on first load; quiet, so fast loads do not flash. */
export function PageLoading() {
  return (
    <div role="status" className="grid min-h-dvh place-items-center bg-ivory">
      <span className="sr-only">{t.loading()}</span>
      <span aria-hidden="true" className="size-10 animate-spin rounded-full border-2 border-blush-200 border-t-wine" />
    </div>
  );
}
