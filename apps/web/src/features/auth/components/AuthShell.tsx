import { type ReactNode, useId } from 'react';
import { BackToHomeLink, HeaderGlow } from '@/components/layout/PageHeaderParts';

interface AuthShellProps {
  eyebrow: string;
  title: string;
  subtitle?: ReactNode;
  /** The 'Back to Home' link to /home (the signup page has one, spec §2). */
  showBackLink?: boolean;
  children: ReactNode;
  /** Links under the card, such as 'Create Account'. */
  footer?: ReactNode;
}

/** The frame of every account page: the site's blush gradient, a serif heading and a white card. */
export function AuthShell({ eyebrow, title, subtitle, showBackLink = false, children, footer }: AuthShellProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="relative overflow-hidden bg-gradient-to-b from-blush to-ivory px-4 pt-10 pb-16 sm:px-6 sm:pt-14 sm:pb-24"
    >
      <HeaderGlow />
      <div
        aria-hidden="true"
        className="absolute top-1/2 -start-32 size-72 rounded-full bg-rose-gold/10 blur-3xl max-sm:hidden"
      />
      <div className="relative mx-auto w-full max-w-xl">
        {showBackLink && (
          <div className="mx-auto max-w-md">
            <BackToHomeLink />
          </div>
        )}
        <div className={showBackLink ? 'mt-6 text-center' : 'text-center'}>
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-wine">{eyebrow}</p>
          <h1 id={headingId} className="mt-3 text-4xl text-espresso sm:text-5xl">
            {title}
          </h1>
          <div aria-hidden="true" className="mx-auto mt-4 h-px w-16 bg-gradient-to-r from-rose-gold to-champagne" />
          {subtitle && <p className="mx-auto mt-4 max-w-md text-base leading-relaxed text-taupe">{subtitle}</p>}
        </div>
        <div className="mx-auto mt-8 max-w-md rounded-3xl border border-blush-200/80 bg-white p-6 shadow-sm sm:p-8">
          {children}
        </div>
        {footer && <div className="mt-6 text-center text-sm text-taupe">{footer}</div>}
      </div>
    </section>
  );
}
