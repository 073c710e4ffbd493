import { ZChangePasswordForm } from '@salon/shared';
import { useState } from 'react';
import { PasswordField } from '@/features/auth';
import { useSubmitForm } from '@/lib/use-submit-form';
import { accountText } from '../account-messages';
import { accountApi } from '../api/account-api';
import { FormFooter } from './FormFooter';

/** A new password given the current one; the server signs out the account's other sessions. */
export function PasswordForm() {
  const [changed, setChanged] = useState<string | null>(null);
  const { register, errors, isSubmitting, onSubmit, failure, reset } = useSubmitForm({
    schema: ZChangePasswordForm,
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
    failed: accountText.passwordFailed(),
    submit: async ({ currentPassword, password }) => {
      setChanged(null);
      const { message } = await accountApi.changePassword({ currentPassword, password });
      reset();
      setChanged(message);
    },
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <PasswordField
        label={accountText.passwordCurrent()}
        autoComplete="current-password"
        registration={register('currentPassword')}
        error={errors.currentPassword?.message}
      />
      <PasswordField
        label={accountText.passwordNew()}
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <PasswordField
        label={accountText.passwordConfirm()}
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <FormFooter failure={failure} success={changed} pending={isSubmitting}>
        {accountText.passwordSubmit()}
      </FormFooter>
    </form>
  );
}
