import { ACCOUNT_MESSAGES, type TAccount, ZUpdateProfileRequest } from '@salon/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NameField, PhoneField } from '@/components/ui/FormField';
import { useSession } from '@/features/session';
import { useSubmitForm } from '@/lib/use-submit-form';
import { accountText } from '../account-messages';
import { accountApi, accountKeys } from '../api/account-api';
import { FormFooter } from './FormFooter';

/** Name and phone, by sign-up's rules; the site's chrome shows the new name at once. */
export function ProfileForm({ account }: { account: TAccount }) {
  const queryClient = useQueryClient();
  const { session, login } = useSession();
  const [saved, setSaved] = useState<string | null>(null);
  const { register, errors, isSubmitting, onSubmit, failure } = useSubmitForm({
    schema: ZUpdateProfileRequest,
    defaultValues: { name: account.name, phone: account.phone ?? '' },
    failed: accountText.profileFailed(),
    submit: async (values) => {
      setSaved(null);
      const updated = await accountApi.updateProfile(values);
      queryClient.setQueryData(accountKeys.account, updated);
      if (session.user)
        login({ ...session, user: { ...session.user, name: updated.name, phone: updated.phone ?? undefined } });
      setSaved(ACCOUNT_MESSAGES.profileSaved);
    },
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <NameField registration={register('name')} error={errors.name?.message} />
      <PhoneField dir="ltr" registration={register('phone')} error={errors.phone?.message} />
      <FormFooter failure={failure} success={saved} pending={isSubmitting}>
        {accountText.profileSave()}
      </FormFooter>
    </form>
  );
}
