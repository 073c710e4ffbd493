import { GENERIC_MESSAGES, SALON } from '@salon/shared';
import { RefreshCw } from 'lucide-react';
// In the first bundle: its words come with the layout's small catalogue, not with the pages' one. The offline
// words are components/ui/offline's (a lazy page's failed read and the service worker's page show them), copied
// here so that no module is shared with the lazy pages (vite.config.ts, the 'first' chunk group).
import { pageLayoutText as t } from '@/components/layout/layout-messages';
import { Button, ButtonLink } from '@/components/ui/Button';
import { useOnline } from '@/lib/use-online';

const reload = () => window.location.reload();

/** Try again (the page's code may arrive now) beside the way home: the two ways on from a page that failed. */
function RouteErrorActions({ retry }: { retry: string }) {
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <Button onClick={reload}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {retry}
      </Button>
      <ButtonLink to="/" variant="secondary">
        {t.returnHome()}
      </ButtonLink>
    </div>
  );
}

/**
 * Shown when a page fails to render or its code cannot be fetched (for example after a deploy). Offline, a
 * page whose code was never fetched says so in the salon's words (issue 27): its name, offline, what still
 * works, its phone and Try Again, as the service worker's offline page does for an address typed in.
 */
export function RouteErrorPage() {
  const online = useOnline();
  if (!online) {
    const phone = SALON.phones[0];
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center sm:px-6">
        <p className="font-display text-lg text-wine">{SALON.name}</p>
        <h1 className="mt-1 text-3xl text-espresso sm:text-4xl">{t.offline()}</h1>
        <p className="mt-4 text-taupe">{t.offlineStillWorks()}</p>
        <p className="mt-3 text-taupe">{t.offlineCallUs()}</p>
        <a
          href={`tel:${phone.replace(/[^\d+]/g, '')}`}
          className="mt-1 inline-flex min-h-11 items-center font-semibold text-wine hover:underline"
        >
          <bdi dir="ltr">{phone}</bdi>
        </a>
        <RouteErrorActions retry={t.offlineTryAgain()} />
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center sm:px-6">
      <h1 className="text-3xl text-espresso sm:text-4xl">{GENERIC_MESSAGES.somethingWentWrong}</h1>
      <p className="mt-4 text-taupe">{t.routeErrorText()}</p>
      <RouteErrorActions retry={t.reloadPage()} />
    </section>
  );
}
