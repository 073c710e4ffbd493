import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, SESSION_DAYS, ZLoginRequest } from '@salon/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { FormField } from '../../../components/ui/FormField';
import { serverMessage } from '../../../lib/api-client';
import type { Session } from '../../../lib/session-model';
import { useSession } from '../../session';
import { canEnterDashboard } from '../admin-guard';
import { useLoginMutation } from '../api/use-auth-mutations';
import { sessionFromAuth } from '../auth-session';
import { PasswordField } from './PasswordField';
import { SubmitButton } from './SubmitButton';

/**
 * Where to go after signing in: back to the page whose guard sent the visitor here (`state.from`, an
 * in-app path such as /orders), else the home page (spec §2). A customer sent here by the dashboard's
 * guard goes home rather than straight back to the guard.
 */
function returnPath(state: unknown, session: Session): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/login')) {
    return '/';
  }
  if (from.startsWith('/dashboard') && !canEnterDashboard(session)) return '/';
  return from;
}

/** E-mail and password sign-in (spec §2, §5): a 30-day session, then the home page or the page that asked. */
export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const { login } = useSession();
  const { mutateAsync } = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ZLoginRequest),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const response = await mutateAsync(values);
      const session = sessionFromAuth(response, SESSION_DAYS.emailLogin);
      login(session);
      navigate(returnPath(location.state, session));
    } catch (error) {
      setFailure(serverMessage(error, MESSAGES.auth.loginFailed));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password?.message}
        aside={
          <Link to="/forgot-password" className="text-sm font-medium text-wine underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        }
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <SubmitButton pending={isSubmitting}>Sign In</SubmitButton>
    </form>
  );
}
