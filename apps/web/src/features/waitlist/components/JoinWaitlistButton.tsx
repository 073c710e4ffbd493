import { BellPlus } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/Button';
import { useSession } from '@/features/session';
import { waitlistText as t } from '../waitlist-messages';
import type { JoinWaitlistDialogProps } from './JoinWaitlistDialog';

// The dialog's code (and the form library) arrives when someone opens it, not with the service page.
const JoinWaitlistDialog = lazy(() => import('./JoinWaitlistDialog').then((m) => ({ default: m.JoinWaitlistDialog })));

/** The URL's note of a join interrupted by signing in: `?waitlist=<day>&therapist=<id>`. */
const DAY_PARAM = 'waitlist';
const THERAPIST_PARAM = 'therapist';

type Target = Pick<JoinWaitlistDialogProps, 'service' | 'therapists'>;
type Initial = JoinWaitlistDialogProps['initial'];

function LazyDialog(props: JoinWaitlistDialogProps) {
  return (
    <Suspense fallback={null}>
      <JoinWaitlistDialog {...props} />
    </Suspense>
  );
}

/**
 * "Join the waitlist" (issue 16). A signed-in customer gets the join dialog; anyone else goes to sign in
 * first, and comes back to this page with the day and therapist in the URL, where `WaitlistReturn` opens it.
 */
export function JoinWaitlistButton({ service, therapists, day, therapistId }: Target & Initial) {
  const { session } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);

  function start() {
    if (session.isAuthenticated) {
      setOpen(true);
      return;
    }
    const back = new URLSearchParams(location.search);
    back.set(DAY_PARAM, day ?? '');
    if (therapistId) back.set(THERAPIST_PARAM, therapistId);
    navigate('/login', { state: { from: `${location.pathname}?${back.toString()}` } });
  }

  return (
    <>
      <Button variant="secondary" onClick={start} className="mt-4">
        <BellPlus aria-hidden="true" className="size-4" />
        {t.join()}
      </Button>
      {open && (
        <LazyDialog
          service={service}
          therapists={therapists}
          initial={{ day, therapistId }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** Back from signing in to join a waitlist: the join dialog opens with the day and therapist chosen before. */
export function WaitlistReturn({ service, therapists }: Target) {
  const { session } = useSession();
  const [params, setParams] = useSearchParams();
  const [initial, setInitial] = useState<Initial | null>(null);
  const asked = params.has(DAY_PARAM);

  useEffect(() => {
    if (!asked || !session.isAuthenticated) return;
    const day = params.get(DAY_PARAM);
    setInitial({
      day: day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null,
      therapistId: params.get(THERAPIST_PARAM),
    });
    // Once opened, the note goes, so a reload or Back does not open it again.
    const next = new URLSearchParams(params);
    next.delete(DAY_PARAM);
    next.delete(THERAPIST_PARAM);
    setParams(next, { replace: true, preventScrollReset: true });
  }, [asked, session.isAuthenticated, params, setParams]);

  if (!initial) return null;
  return <LazyDialog service={service} therapists={therapists} initial={initial} onClose={() => setInitial(null)} />;
}
