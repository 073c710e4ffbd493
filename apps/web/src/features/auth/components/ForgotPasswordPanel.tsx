import { MESSAGES, ZForgotPasswordRequest } from '@salon/shared';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { Button, ButtonLink } from '@/components/ui/Button';
import { EmailField } from '@/components/ui/FormField';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-submit-form';
import { useForgotPasswordMutation } from '../api/use-auth-mutations';
import { authText, textAround } from '../auth-messages';
import { SubmitButton } from './SubmitButton';

interface Failure {
  message: string;
  /** HTTP 500 adds the spec's extra line (§8). */
  serverError: boolean;
}

function toFailure(error: unknown): Failure {
  return {
    message: serverMessage(error, MESSAGES.auth.forgotFailed),
    serverError: error instanceof ApiError && error.status === 500,
  };
}

function FailureAlert({ failure, className }: { failure: Failure; className?: string }) {
  return (
    <Alert tone="error" className={className}>
      <p>{failure.message}</p>
      {failure.serverError && <p>{MESSAGES.auth.serverError}</p>}
    </Alert>
  );
}

/** Forgot password (spec §2, §5): the e-mail form, then 'Email Sent Successfully!' with a resend. */
export function ForgotPasswordPanel() {
  const { mutateAsync, isPending } = useForgotPasswordMutation();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(ZForgotPasswordRequest, { email: '' });

  const send = async (email: string) => {
    setFailure(null);
    try {
      const { message } = await mutateAsync(email);
      setSent({ email, message });
    } catch (error) {
      setFailure(toFailure(error));
    }
  };

  if (sent) {
    const [usedBefore, usedAfter] = textAround(authText.emailSentUsed, 'email');
    return (
      <div className="text-center">
        <MailCheck aria-hidden="true" className="mx-auto size-12 text-rose-gold" strokeWidth={1.4} />
        <h2 className="mt-4 text-2xl text-espresso">{authText.emailSentTitle()}</h2>
        <div role="status" className="mt-3 space-y-2 text-sm leading-relaxed text-taupe">
          <p>{sent.message}</p>
          <p>
            {usedBefore}
            <strong dir="ltr" className="break-all font-medium text-espresso">
              {sent.email}
            </strong>
            {usedAfter}
          </p>
        </div>
        {failure && <FailureAlert failure={failure} className="mt-5 text-start" />}
        <div className="mt-6 flex flex-col gap-3">
          <Button size="lg" variant="secondary" disabled={isPending} onClick={() => void send(sent.email)}>
            {isPending ? authText.processing() : authText.resendEmail()}
          </Button>
          <ButtonLink to="/login" size="lg">
            {authText.backToLogin()}
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(({ email }) => send(email))} className="space-y-5">
      <EmailField dir="ltr" registration={register('email')} error={errors.email?.message} />
      {failure && <FailureAlert failure={failure} />}
      <SubmitButton pending={isSubmitting}>{authText.sendResetLink()}</SubmitButton>
      <p className="text-center text-sm">
        <Link to="/login" className="font-medium text-wine underline-offset-4 hover:underline">
          {authText.backToLogin()}
        </Link>
      </p>
    </form>
  );
}
