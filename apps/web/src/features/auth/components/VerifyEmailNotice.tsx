import { MESSAGES } from '@salon/shared';
import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { serverMessage } from '../../../lib/api-client';
import { authApi } from '../api/auth-api';

/**
 * Shown to a signed-in customer whose address is not verified yet: the salon mails nothing else there until
 * its owner opens the link, so the customer should know, and can ask for the link again.
 */
export function VerifyEmailNotice() {
  const [state, setState] = useState<{ sending: boolean; message: string | null }>({ sending: false, message: null });
  const resend = async () => {
    setState({ sending: true, message: null });
    try {
      setState({ sending: false, message: (await authApi.resendVerification()).message });
    } catch (error) {
      setState({ sending: false, message: serverMessage(error, MESSAGES.auth.tooManyRequests) });
    }
  };
  return (
    <div className="mx-auto mt-6 max-w-6xl px-4 sm:px-6 lg:px-8">
      <div
        role="status"
        className="flex flex-wrap items-center gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
      >
        <MailWarning aria-hidden="true" className="size-5 shrink-0" />
        <p className="min-w-0 flex-1">{state.message ?? MESSAGES.auth.verifyEmailPending}</p>
        {!state.message && (
          <button
            type="button"
            onClick={resend}
            disabled={state.sending}
            className="rounded-full border border-amber-400 px-4 py-2 font-medium hover:bg-amber-100 disabled:opacity-60"
          >
            {MESSAGES.auth.verifyEmailResend}
          </button>
        )}
      </div>
    </div>
  );
}
