import { GENERIC_MESSAGES } from '@salon/shared';
import { RefreshCw } from 'lucide-react';
// In the first bundle: its words come with the layout's small catalogue, not with the pages' one.
import { pageLayoutText as t } from '../../components/layout/layout-messages';
import { Button, ButtonLink } from '../../components/ui/Button';

/** Shown when a page fails to render or its code cannot be fetched (for example after a deploy). */
export function RouteErrorPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center sm:px-6">
      <h1 className="text-3xl text-espresso sm:text-4xl">{GENERIC_MESSAGES.somethingWentWrong}</h1>
      <p className="mt-4 text-taupe">{t.routeErrorText()}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t.reloadPage()}
        </Button>
        <ButtonLink to="/" variant="secondary">
          {t.returnHome()}
        </ButtonLink>
      </div>
    </section>
  );
}
