import { BackToHomeLink, HeaderGlow } from './PageHeaderParts';

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
      <HeaderGlow />
      <div className="relative mx-auto max-w-4xl px-4 pt-10 pb-12 sm:px-6 sm:pt-14 sm:pb-16 lg:px-8">
        {showBackLink && <BackToHomeLink />}
        <h1 className="mt-6 text-4xl text-espresso sm:text-5xl">{title}</h1>
        {subtitle && <p className="mt-4 max-w-2xl text-base leading-relaxed text-taupe sm:text-lg">{subtitle}</p>}
      </div>
    </div>
  );
}
