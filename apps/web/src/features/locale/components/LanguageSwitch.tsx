import { LOCALE_NAMES, LOCALE_QUERY, type Locale } from '@salon/shared';
import { Languages } from 'lucide-react';
import { useLocation } from 'react-router';
import { useSession } from '@/features/session';
import { LOCALE } from '@/lib/locale';
import { localeText } from '../locale-messages';

/** The language offered: the other one (two languages today; a menu when there are more). */
const OTHER: Locale = LOCALE === 'en' ? 'ar' : 'en';

/**
 * A link to this page in the other language. The server serves `?lang=` in that language and remembers the
 * choice in a cookie (apps/server/src/lib/request-locale.ts); a signed-in customer's account remembers it too,
 * so that their e-mails and reminders follow. A plain link: it works before the app has loaded, and a change
 * of direction is a fresh page.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { pathname, search } = useLocation();
  const { session } = useSession();
  const params = new URLSearchParams(search);
  params.set(LOCALE_QUERY, OTHER);
  const remember = () => {
    if (!session.isAuthenticated) return;
    // The session cookie signs the request in; keepalive lets it outlive the page the link leaves.
    void fetch('/api/account/language', {
      method: 'PUT',
      keepalive: true,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ locale: OTHER }),
    }).catch(() => {});
  };
  return (
    <a
      href={`${pathname}?${params}`}
      hrefLang={OTHER}
      lang={OTHER}
      title={localeText.switchTo({ language: LOCALE_NAMES[OTHER] })}
      onClick={remember}
      className={`inline-flex h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-espresso transition-colors hover:bg-blush ${className}`}
    >
      <Languages aria-hidden="true" className="size-4" strokeWidth={1.6} />
      {LOCALE_NAMES[OTHER]}
    </a>
  );
}
