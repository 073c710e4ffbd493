import { type TAccount, ZVerifyPhoneRequest } from '@salon/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { FormField, LABEL } from '@/components/ui/FormField';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { serverMessage } from '@/lib/api-client';
import { isolate } from '@/lib/locale';
import { useSubmitForm } from '@/lib/use-submit-form';
import { accountText as T } from '../account-messages';
import { accountApi, accountKeys } from '../api/account-api';
import { FormFooter } from './FormFooter';

/**
 * Proving the phone: SMS and WhatsApp go only to a number its owner proved with a texted code.
 * Shows whether the saved number is proved; if not, texts a code to it and takes the code back.
 */
export function PhoneProof({ account }: { account: TAccount }) {
  const [sent, setSent] = useState<string | null>(null);
  const [sendFailure, setSendFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [proved, setProved] = useState(false);
  const phone = account.phone;

  async function sendCode() {
    setSending(true);
    setSendFailure(null);
    try {
      setSent((await accountApi.sendPhoneCode()).message);
    } catch (error) {
      setSendFailure(serverMessage(error, T.phoneCodeFailed()));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="space-y-4 border-t border-blush-200 pt-5">
      <p className={`flex flex-wrap items-center gap-2 ${LABEL}`}>
        {T.phoneProofLabel()}
        <StatusBadge tone={account.phoneVerified ? 'success' : 'warning'}>
          {account.phoneVerified ? T.phoneVerifiedBadge() : T.phoneUnverifiedBadge()}
        </StatusBadge>
      </p>
      {account.phoneVerified && phone ? (
        <>
          <p className="text-sm text-taupe">{T.phoneProofDone({ phone: isolate(phone) })}</p>
          {proved && <Alert tone="success">{T.phoneVerifiedNow()}</Alert>}
        </>
      ) : !phone ? (
        <p className="text-sm text-taupe">{T.phoneProofNoPhone()}</p>
      ) : (
        <>
          <p className="text-sm text-taupe">{T.phoneProofIntro({ phone: isolate(phone) })}</p>
          {sendFailure && <Alert tone="error">{sendFailure}</Alert>}
          {sent && <Alert tone="success">{sent}</Alert>}
          <Button
            variant={sent ? 'secondary' : 'primary'}
            disabled={sending}
            aria-busy={sending || undefined}
            onClick={() => void sendCode()}
          >
            {sending ? T.phoneSending() : sent ? T.phoneSendAgain() : T.phoneSendCode()}
          </Button>
          {sent && <CodeForm onProved={() => setProved(true)} />}
        </>
      )}
    </div>
  );
}

/** The code from the text; a right one makes the account read as proved everywhere on the page. */
function CodeForm({ onProved }: { onProved: () => void }) {
  const queryClient = useQueryClient();
  const { register, errors, isSubmitting, onSubmit, failure } = useSubmitForm({
    schema: ZVerifyPhoneRequest,
    defaultValues: { code: '' },
    failed: T.phoneVerifyFailed(),
    submit: async (values) => {
      queryClient.setQueryData(accountKeys.account, await accountApi.verifyPhone(values));
      onProved();
    },
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField
        label={T.phoneCodeLabel()}
        dir="ltr"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        registration={register('code')}
        error={errors.code?.message}
        className="max-w-48"
      />
      <p className="-mt-2 text-xs text-taupe">{T.phoneCodeHint()}</p>
      <FormFooter failure={failure} success={null} pending={isSubmitting}>
        {T.phoneVerify()}
      </FormFooter>
    </form>
  );
}
