import { type TAccount, ZChangeEmailRequest } from '@salon/shared';
import { useState } from 'react';
import { FormField } from '@/components/ui/FormField';
import { PasswordField } from '@/features/auth';
import { useSubmitForm } from '@/lib/use-submit-form';
import { accountText } from '../account-messages';
import { accountApi } from '../api/account-api';
import { FormFooter } from './FormFooter';

/**
 * A new address, proved by the link mailed to it; the account keeps the old one until then. An account with
 * a password gives it; a Google-only one is first sent a link to its current address (the server's answer
 * says so and shows as the form's success), then sends the new address again.
 */
export function EmailForm({ account }: { account: TAccount }) {
  const [sent, setSent] = useState<string | null>(null);
  const { register, errors, isSubmitting, onSubmit, failure, reset } = useSubmitForm({
    schema: ZChangeEmailRequest,
    defaultValues: { email: '', currentPassword: '' },
    failed: accountText.emailFailed(),
    submit: async ({ email, currentPassword }) => {
      setSent(null);
      const { message } = await accountApi.changeEmail({
        email,
        ...(account.hasPassword && { currentPassword }),
      });
      reset();
      setSent(message);
    },
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="text-sm text-espresso">
        <span className="font-medium">{accountText.emailCurrent()}: </span>
        <span dir="ltr" className="break-all">
          {account.email}
        </span>
      </p>
      <FormField
        label={accountText.emailNew()}
        type="email"
        dir="ltr"
        autoComplete="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      {account.hasPassword && (
        <PasswordField
          label={accountText.passwordCurrent()}
          autoComplete="current-password"
          registration={register('currentPassword')}
          error={errors.currentPassword?.message}
        />
      )}
      <p className="text-xs text-taupe">{accountText.emailHint()}</p>
      {!account.hasPassword && <p className="text-xs text-taupe">{accountText.emailGoogleHint()}</p>}
      <FormFooter failure={failure} success={sent} pending={isSubmitting}>
        {accountText.emailSubmit()}
      </FormFooter>
    </form>
  );
}
