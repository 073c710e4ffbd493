import { MESSAGES, SESSION_DAYS, ZCompleteProfileRequest } from '@salon/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { EmailField, NameField, PhoneField } from '@/components/ui/FormField';
import { useSession } from '@/features/session';
import { clearTempCredentials, type TempCredentials } from '@/lib/temp-credentials';
import { UI_TIMINGS_MS } from '@/lib/ui-constants';
import { useSubmitForm } from '@/lib/use-submit-form';
import { useCompleteProfileMutation } from '../api/use-auth-mutations';
import { authText } from '../auth-messages';
import { sessionFromAuth } from '../auth-session';
import { FormSubmit } from './SubmitButton';

/**
 * Profile completion after a Google sign-in (spec §2, §4): posts with the temporary token, saves a 7-day
 * session, forgets the temporary token and user, and goes home after 1.5 s.
 */
export function CompleteProfileForm({ credentials }: { credentials: TempCredentials }) {
  const navigate = useNavigate();
  const { login } = useSession();
  const { mutateAsync } = useCompleteProfileMutation(credentials.token);
  const [completed, setCompleted] = useState(false);
  const { register, errors, isSubmitting, onSubmit, failure } = useSubmitForm({
    schema: ZCompleteProfileRequest,
    defaultValues: {
      name: credentials.user.name,
      // A Google account whose address Google has not verified gets a placeholder: the customer gives theirs.
      email: credentials.user.email.endsWith('.invalid') ? '' : credentials.user.email,
      phone: credentials.user.phone,
    },
    failed: MESSAGES.auth.profileFailed,
    submit: async (profile) => {
      const response = await mutateAsync(profile);
      login(sessionFromAuth(response, SESSION_DAYS.afterProfileCompletion));
      clearTempCredentials();
      setCompleted(true);
    },
  });

  useEffect(() => {
    if (!completed) return;
    const timer = window.setTimeout(() => navigate('/'), UI_TIMINGS_MS.redirectAfterProfileCompletion);
    return () => window.clearTimeout(timer);
  }, [completed, navigate]);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <NameField registration={register('name')} error={errors.name?.message} />
      <EmailField dir="ltr" registration={register('email')} error={errors.email?.message} />
      <PhoneField dir="ltr" registration={register('phone')} error={errors.phone?.message} />
      <FormSubmit
        failure={failure}
        success={completed && MESSAGES.auth.profileCompleted}
        pending={isSubmitting || completed}
      >
        {authText.completeProfile()}
      </FormSubmit>
    </form>
  );
}
