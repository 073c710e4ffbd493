import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, SESSION_DAYS, UI_TIMINGS_MS, ZCompleteProfileRequest } from '@salon/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { FormField } from '../../../components/ui/FormField';
import { serverMessage } from '../../../lib/api-client';
import { useSession } from '../../session';
import { useCompleteProfileMutation } from '../api/use-auth-mutations';
import { sessionFromAuth } from '../auth-session';
import { clearTempCredentials, type TempCredentials } from '../temp-credentials';
import { SubmitButton } from './SubmitButton';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Profile completion after a Google sign-in (spec §2, §4): posts with the temporary token, saves a 7-day
 * session, forgets the temporary token and user, and goes home after 1.5 s.
 */
export function CompleteProfileForm({ credentials }: { credentials: TempCredentials }) {
  const navigate = useNavigate();
  const { login } = useSession();
  const { mutateAsync } = useCompleteProfileMutation(credentials.token);
  const [failure, setFailure] = useState<string | null>(null);
  const [completed, setCompleted] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ZCompleteProfileRequest),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      name: text(credentials.user.name),
      // A Google account whose address Google has not verified gets a placeholder: the customer gives theirs.
      email: text(credentials.user.email).endsWith('.invalid') ? '' : text(credentials.user.email),
      phone: text(credentials.user.phone),
    },
  });

  useEffect(() => {
    if (!completed) return;
    const timer = window.setTimeout(() => navigate('/'), UI_TIMINGS_MS.redirectAfterProfileCompletion);
    return () => window.clearTimeout(timer);
  }, [completed, navigate]);

  const onSubmit = handleSubmit(async (profile) => {
    setFailure(null);
    try {
      const response = await mutateAsync(profile);
      login(sessionFromAuth(response, SESSION_DAYS.afterProfileCompletion));
      clearTempCredentials();
      setCompleted(true);
    } catch (error) {
      setFailure(serverMessage(error, MESSAGES.auth.profileFailed));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormField label="Name" autoComplete="name" registration={register('name')} error={errors.name?.message} />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      <FormField
        label="Phone"
        type="tel"
        autoComplete="tel"
        registration={register('phone')}
        error={errors.phone?.message}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      {completed && <Alert tone="success">{MESSAGES.auth.profileCompleted}</Alert>}
      <SubmitButton pending={isSubmitting || completed}>Complete Profile</SubmitButton>
    </form>
  );
}
