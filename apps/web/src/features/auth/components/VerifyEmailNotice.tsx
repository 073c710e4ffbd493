import { MESSAGES } from '@salon/shared';
import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { serverMessage } from '@/lib/api-client';
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
  // The page's column (My Appointments'), so that it lines up with the title and the cards. The text takes
  // the row; the button goes under it when both do not fit, rather than squeezing the text to a few words.
  return (
    <div className="mx-auto mt-6 max-w-4xl px-4 sm:px-6 lg:px-8">
      <div
        role="status"
        className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
      >
        <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-4 gap-y-3">
          <p className="min-w-0 flex-[1_1_16rem] leading-relaxed">
            {state.message ?? MESSAGES.auth.verifyEmailPending}
          </p>
          {!state.message && (
            <button
              type="button"
              onClick={resend}
              disabled={state.sending}
              className="min-h-11 shrink-0 rounded-full border border-amber-400 px-4 py-2 font-medium hover:bg-amber-100 disabled:opacity-60"
            >
              {MESSAGES.auth.verifyEmailResend}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
