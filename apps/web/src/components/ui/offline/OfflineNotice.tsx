import { SALON } from '@salon/shared';
import { Phone, RefreshCw, WifiOff } from 'lucide-react';
import { Button } from '../Button';
import { offlineText as t } from './offline-messages';

/** 'tel:' wants the digits only: '+971 4 123 4567' → 'tel:+97141234567'. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

interface OfflineNoticeProps {
  /** The heading's level where the notice is the page ('h1') or a block in it ('h2'). */
  heading?: 'h1' | 'h2';
  /** Shown as 'Try Again'. */
  onRetry?: () => void;
  retrying?: boolean;
}

/**
 * What a page or a read that needs the network says without it, in the salon's words: its name, that the
 * reader is offline, what still works, the phone to call, and a way to try again. The service worker's
 * offline page says the same (service-worker.js, written by vite.config.ts from this catalogue).
 */
export function OfflineNotice({ heading: Heading = 'h2', onRetry, retrying = false }: OfflineNoticeProps) {
  const phone = SALON.phones[0];
  return (
    <div className="text-center">
      <WifiOff aria-hidden="true" className="mx-auto size-10 text-wine" strokeWidth={1.6} />
      <p className="mt-4 font-display text-lg text-wine">{SALON.name}</p>
      <Heading className="mt-1 text-2xl text-espresso sm:text-3xl">{t.offline()}</Heading>
      <p className="mt-3 text-taupe">{t.stillWorks()}</p>
      <p className="mt-3 text-taupe">{t.callUs()}</p>
      <a
        href={telHref(phone)}
        className="mt-1 inline-flex min-h-11 items-center gap-2 font-semibold text-wine hover:underline"
      >
        <Phone aria-hidden="true" className="size-4" />
        <bdi dir="ltr">{phone}</bdi>
      </a>
      {onRetry && (
        <div className="mt-6 flex justify-center">
          <Button onClick={onRetry} disabled={retrying}>
            <RefreshCw aria-hidden="true" className={retrying ? 'size-4 animate-spin' : 'size-4'} />
            {t.tryAgain()}
          </Button>
        </div>
      )}
    </div>
  );
}
