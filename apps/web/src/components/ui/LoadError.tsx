import { MESSAGES, SERVICE_SITE_MESSAGES } from '@salon/shared';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './Button';

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

/** A failed read: the spec's title, the reason, and a way forward. */
export function LoadError({
  title,
  error,
  onRetry,
  retrying = false,
  retryLabel = SERVICE_SITE_MESSAGES.tryAgain,
  children,
}: LoadErrorProps) {
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
