import { MESSAGES, SERVICE_SITE_MESSAGES } from '@salon/shared';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { NetworkError } from '@/lib/api-client';
import { Button } from './Button';
import { OfflineNotice } from './offline/OfflineNotice';

/** The error's own message, else 'An unexpected error occurred' (spec §8). */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MESSAGES.generic.unexpected;
}

interface LoadErrorProps {
  title: string;
  error?: unknown;
  /** Shown as 'Try Again' when given. */
  onRetry?: () => void;
  retrying?: boolean;
  /** The retry button's words when a screen's spec names it otherwise. */
  retryLabel?: string;
  /** Extra actions such as a back link. */
  children?: ReactNode;
}

/**
 * A failed read: the spec's title, the reason, and a way forward. A read that never reached the server shows
 * the salon's offline words instead (issue 27): offline, what still works, the phone, Try Again.
 */
export function LoadError({
  title,
  error,
  onRetry,
  retrying = false,
  retryLabel = SERVICE_SITE_MESSAGES.tryAgain,
  children,
}: LoadErrorProps) {
  if (error instanceof NetworkError && !error.online) {
    return (
      <div role="alert" className="mx-auto max-w-xl rounded-3xl border border-blush-200 bg-white p-8 shadow-sm">
        {/* Without a retry of its own, Try Again asks for the page again (the service worker answers offline). */}
        <OfflineNotice onRetry={onRetry ?? (() => window.location.reload())} retrying={retrying} />
        {children && <div className="mt-3 flex flex-wrap justify-center gap-3">{children}</div>}
      </div>
    );
  }
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-3xl border border-red-200 bg-white p-8 text-center shadow-sm">
      <AlertTriangle aria-hidden="true" className="mx-auto size-10 text-red-700" strokeWidth={1.6} />
      <h2 className="mt-4 text-2xl text-espresso">{title}</h2>
      {error !== undefined && <p className="mt-2 text-taupe">{errorText(error)}</p>}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {onRetry && (
          <Button onClick={onRetry} disabled={retrying}>
            <RefreshCw aria-hidden="true" className={retrying ? 'size-4 animate-spin' : 'size-4'} />
            {retryLabel}
          </Button>
        )}
        {children}
      </div>
    </div>
  );
}
