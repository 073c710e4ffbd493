import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

interface PageHeaderProps {
  title: string;
  subtitle?: string;
  /** Shows the 'Back to Home' link to /home (spec §2). */
  showBackLink?: boolean;
}

/** The shared page header: optional 'Back to Home' link, title and subtitle. */
export function PageHeader({ title, subtitle, showBackLink = false }: PageHeaderProps) {
  return (
    <div className="relative overflow-hidden bg-gradient-to-b from-blush to-ivory">
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 size-72 rounded-full bg-champagne/25 blur-3xl sm:size-96"
      />
      <div className="relative mx-auto max-w-4xl px-4 pt-10 pb-12 sm:px-6 sm:pt-14 sm:pb-16 lg:px-8">
        {showBackLink && (
          <Link
            to="/home"
            className="inline-flex items-center gap-2 text-sm font-medium text-wine underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Home
          </Link>
        )}
        <h1 className="mt-6 text-4xl text-espresso sm:text-5xl">{title}</h1>
        {subtitle && <p className="mt-4 max-w-2xl text-base leading-relaxed text-taupe sm:text-lg">{subtitle}</p>}
      </div>
    </div>
  );
}
