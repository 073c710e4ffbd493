import { formatSalonDateTime, type TAccountSession } from '@salon/shared';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { LoadError } from '@/components/ui/LoadError';
import { useSession } from '@/features/session';
import { serverMessage } from '@/lib/api-client';
import { isolate } from '@/lib/locale';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { showToast } from '@/lib/toast';
import { accountText as T } from '../account-messages';
import { accountApi, accountKeys } from '../api/account-api';
import { useAccountSessions } from '../api/use-account';
import { browserName } from '../browser-name';

function SessionRow({ session, onEnd, busy }: { session: TAccountSession; onEnd: () => void; busy: boolean }) {
  const name = browserName(session.userAgent) ?? T.unknownBrowser();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-4" data-testid="account-session">
      <div className="flex min-w-0 items-start gap-3">
        <MonitorSmartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-rose-gold" />
        <div className="min-w-0 text-sm">
          <p className="font-medium text-espresso">
            {name}
            {session.current && (
              <span className="ms-2 rounded-full bg-blush px-2 py-0.5 text-xs font-medium text-wine">
                {T.sessionThisDevice()}
              </span>
            )}
          </p>
          <p className="text-taupe">
            {T.sessionStarted({ when: isolate(formatSalonDateTime(session.startedAt, SALON_TIME_ZONE)) })}
            {session.address && (
              <span className="break-all">
                {' · '}
                <bdi dir="ltr">{session.address}</bdi>
              </span>
            )}
          </p>
        </div>
      </div>
      <Button
        variant="ghost"
        onClick={onEnd}
        disabled={busy}
        aria-label={T.sessionEndLabel({ browser: isolate(name) })}
      >
        {T.sessionEnd()}
      </Button>
    </li>
  );
}

/** The account's open sessions: end one, or every one after a confirmation. */
export function SessionsList() {
  const { data, isPending, isError, error, refetch } = useAccountSessions();
  const queryClient = useQueryClient();
  const { logout } = useSession();
  const navigate = useNavigate();
  const [ending, setEnding] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [everywhereError, setEverywhereError] = useState<string | null>(null);
  const [everywhereBusy, setEverywhereBusy] = useState(false);

  const leave = (message: string) => {
    logout();
    queryClient.clear();
    navigate('/login', { replace: true, state: { message } });
  };

  const end = async (session: TAccountSession) => {
    setEnding(session._id);
    setFailure(null);
    try {
      const { message } = await accountApi.endSession(session._id);
      if (session.current) return leave(message);
      showToast('success', message);
      await queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
    } catch (error) {
      setFailure(serverMessage(error, T.sessionEndFailed()));
    } finally {
      setEnding(null);
    }
  };

  const everywhere = async () => {
    setEverywhereBusy(true);
    setEverywhereError(null);
    try {
      const { message } = await accountApi.logoutEverywhere();
      leave(message);
    } catch (error) {
      setEverywhereError(serverMessage(error, T.everywhereFailed()));
      setEverywhereBusy(false);
    }
  };

  if (isPending) return <p className="text-sm text-taupe">{T.loading()}</p>;
  if (isError) return <LoadError title={T.sessionsLoadFailed()} error={error} onRetry={() => void refetch()} />;
  return (
    <div className="space-y-4">
      {failure && <Alert tone="error">{failure}</Alert>}
      <ul className="divide-y divide-blush-200/70">
        {data.map((session) => (
          <SessionRow
            key={session._id}
            session={session}
            busy={ending === session._id}
            onEnd={() => void end(session)}
          />
        ))}
      </ul>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {T.everywhere()}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={T.everywhereTitle()}
          question={T.everywhereQuestion()}
          confirmLabel={T.everywhere()}
          icon={LogOut}
          busyLabel={T.everywhereBusy()}
          busy={everywhereBusy}
          error={everywhereError}
          onConfirm={() => void everywhere()}
          onCancel={() => {
            setConfirming(false);
            setEverywhereError(null);
          }}
        />
      )}
    </div>
  );
}
