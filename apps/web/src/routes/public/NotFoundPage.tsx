import { PAGE_META } from '@salon/shared';
import { ArrowLeft, House, RefreshCw } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { usePageMeta } from '@/lib/use-page-meta';
import { routeText as t } from './route-messages';

const SUGGESTION = 'font-medium text-wine underline-offset-4 hover:underline';

/** Any unknown path (spec §2): 'Page Not Found' with ways back. */
export function NotFoundPage() {
  usePageMeta(PAGE_META.notFound);
  const navigate = useNavigate();
  return (
    <section
      aria-labelledby="not-found-heading"
      className="relative overflow-hidden bg-gradient-to-b from-blush to-ivory px-4 py-20 text-center sm:px-6 sm:py-28"
    >
      <p aria-hidden="true" className="font-display text-8xl text-rose-gold/40 sm:text-9xl">
        404
      </p>
      <h1 id="not-found-heading" className="mt-4 text-4xl text-espresso sm:text-5xl">
        {t.notFoundTitle()}
      </h1>
      <p className="mx-auto mt-5 max-w-lg leading-relaxed text-taupe">{t.notFoundText()}</p>
      <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Button size="lg" onClick={() => navigate('/')}>
          <House aria-hidden="true" className="size-4" />
          {t.goHome()}
        </Button>
        <Button size="lg" variant="secondary" onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t.goBack()}
        </Button>
        <Button size="lg" variant="ghost" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t.refresh()}
        </Button>
      </div>
      <nav aria-label={t.popularPages()} className="mt-12">
        <p className="text-sm text-taupe">{t.tryThese()}</p>
        <ul className="mt-3 flex justify-center gap-6">
          <li>
            <Link to="/services" className={SUGGESTION}>
              {t.services()}
            </Link>
          </li>
          <li>
            <Link to="/about" className={SUGGESTION}>
              {t.about()}
            </Link>
          </li>
          <li>
            <Link to="/contact" className={SUGGESTION}>
              {t.contact()}
            </Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}
