import { PAGE_META } from '@salon/shared';
import { ArrowLeft, House, RefreshCw } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button';
import { usePageMeta } from '../../lib/use-page-meta';

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
        Page Not Found
      </h1>
      <p className="mx-auto mt-5 max-w-lg leading-relaxed text-taupe">
        The page you are looking for may have moved or no longer exists. Let us guide you back to somewhere relaxing.
      </p>
      <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Button size="lg" onClick={() => navigate('/')}>
          <House aria-hidden="true" className="size-4" />
          Go Home
        </Button>
        <Button size="lg" variant="secondary" onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Go Back
        </Button>
        <Button size="lg" variant="ghost" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Refresh
        </Button>
      </div>
      <nav aria-label="Popular pages" className="mt-12">
        <p className="text-sm text-taupe">Or try one of these:</p>
        <ul className="mt-3 flex justify-center gap-6">
          <li>
            <Link to="/services" className={SUGGESTION}>
              Services
            </Link>
          </li>
          <li>
            <Link to="/about" className={SUGGESTION}>
              About
            </Link>
          </li>
          <li>
            <Link to="/contact" className={SUGGESTION}>
              Contact
            </Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}
