import { MESSAGES, SESSION_DAYS, ZLoginRequest } from '@salon/shared';
import { Link, useLocation, useNavigate } from 'react-router';
import { EmailField } from '@/components/ui/FormField';
import { useSession } from '@/features/session';
import type { Session } from '@/lib/session-model';
import { useSubmitForm } from '@/lib/use-submit-form';
import { canEnterDashboard, dashboardHome } from '../admin-guard';
import { useLoginMutation } from '../api/use-auth-mutations';
import { authText } from '../auth-messages';
import { sessionFromAuth } from '../auth-session';
import { PasswordField } from './PasswordField';
import { FormSubmit } from './SubmitButton';

/**
 * Where to go after signing in: back to the page whose guard sent the visitor here (`state.from`, an
 * in-app path such as /orders), else the home page (spec §2) for a customer and the dashboard's first page
 * for staff (admin and reception the tabs, a therapist their day: docs/decisions.md). A customer sent here by
 * the dashboard's guard goes home rather than straight back to the guard.
 */
export function returnPath(state: unknown, session: Session): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/login')) {
    return dashboardHome(session) ?? '/';
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
  const { register, errors, isSubmitting, onSubmit, failure } = useSubmitForm({
    schema: ZLoginRequest,
    defaultValues: { email: '', password: '' },
    failed: MESSAGES.auth.loginFailed,
    submit: async (values) => {
      const response = await mutateAsync(values);
      const session = sessionFromAuth(response, SESSION_DAYS.emailLogin);
      login(session);
      navigate(returnPath(location.state, session));
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <EmailField dir="ltr" registration={register('email')} error={errors.email?.message} />
      <PasswordField
        label={authText.password()}
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password?.message}
        aside={
          <Link to="/forgot-password" className="text-sm font-medium text-wine underline-offset-4 hover:underline">
            {authText.forgotPassword()}
          </Link>
        }
      />
      <FormSubmit failure={failure} pending={isSubmitting}>
        {authText.signIn()}
      </FormSubmit>
    </form>
  );
}
