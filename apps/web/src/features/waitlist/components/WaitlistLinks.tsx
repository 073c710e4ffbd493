import { ListOrdered } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { ICON_BUTTON } from '@/components/ui/PanelHeader';
import { isolate } from '@/lib/locale';
import { waitlistText as t } from '../waitlist-messages';

export const WAITLIST_PATH = '/dashboard/waitlist';

/** A service row's way to its waitlist (the Services tab), named after the service for screen readers. */
export function ServiceWaitlistLink({ serviceId, serviceName }: { serviceId: string; serviceName: string }) {
  return (
    <Link
      to={`${WAITLIST_PATH}?service=${encodeURIComponent(serviceId)}`}
      aria-label={t.openWaitlist({ service: isolate(serviceName) })}
      title={t.openWaitlist({ service: isolate(serviceName) })}
      className={`${ICON_BUTTON} inline-grid`}
    >
      <ListOrdered aria-hidden="true" className="size-4" />
    </Link>
  );
}

/** The Overview's way to the waitlists, for reception too (who has no Services tab). */
export function WaitlistsLink() {
  return (
    <ButtonLink to={WAITLIST_PATH} variant="secondary">
      <ListOrdered aria-hidden="true" className="size-4" />
      {t.waitlists()}
    </ButtonLink>
  );
}
