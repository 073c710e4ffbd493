import { type TAccount, ZChangeEmailRequest } from '@salon/shared';
import { useState } from 'react';
import { FormField } from '../../../components/ui/FormField';
import { useSubmitForm } from '../../../lib/use-submit-form';
import { PasswordField } from '../../auth';
import { ACCOUNT_TEXTS } from '../account-messages';
import { accountApi } from '../api/account-api';
import { FormFooter } from './FormFooter';

/** A new address, proved by the link mailed to it; the account keeps the old one until then. */
export function EmailForm({ account }: { account: TAccount }) {
  const [sent, setSent] = useState<string | null>(null);
  const { register, errors, isSubmitting, onSubmit, failure, reset } = useSubmitForm({
    schema: ZChangeEmailRequest,
    defaultValues: { email: '', currentPassword: '' },
    failed: ACCOUNT_TEXTS.emailFailed,
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
        <span className="font-medium">{ACCOUNT_TEXTS.emailCurrent}: </span>
        <span dir="ltr" className="break-all">
          {account.email}
        </span>
      </p>
      <FormField
        label={ACCOUNT_TEXTS.emailNew}
        type="email"
        dir="ltr"
        autoComplete="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      {account.hasPassword && (
        <PasswordField
          label={ACCOUNT_TEXTS.passwordCurrent}
          autoComplete="current-password"
          registration={register('currentPassword')}
          error={errors.currentPassword?.message}
        />
      )}
      <p className="text-xs text-taupe">{ACCOUNT_TEXTS.emailHint}</p>
      <FormFooter failure={failure} success={sent} pending={isSubmitting}>
        {ACCOUNT_TEXTS.emailSubmit}
      </FormFooter>
    </form>
  );
}
