import { MESSAGES, ZResetPasswordForm } from '@salon/shared';
import { Link, useNavigate } from 'react-router';
import { useSubmitForm } from '@/lib/use-submit-form';
import { useResetPasswordMutation } from '../api/use-auth-mutations';
import { authText } from '../auth-messages';
import { NewPasswordFields } from './PasswordField';
import { FormSubmit } from './SubmitButton';

/**
 * The new password for the mailed link's token; the server's answer ("Your password has been reset", or for
 * a staff invitation "Your account is ready") is carried to /login.
 */
export function ResetPasswordForm({ token, invite = false }: { token: string; invite?: boolean }) {
  const navigate = useNavigate();
  const { mutateAsync } = useResetPasswordMutation();
  const { register, errors, isSubmitting, onSubmit, failure } = useSubmitForm({
    schema: ZResetPasswordForm,
    defaultValues: { password: '', confirmPassword: '' },
    failed: MESSAGES.auth.resetFailed,
    submit: async ({ password }) => {
      const { message } = await mutateAsync({ token, password });
      navigate('/login', { replace: true, state: { message } });
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <NewPasswordFields
        password={{ registration: register('password'), error: errors.password?.message }}
        confirm={{ registration: register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <FormSubmit
        pending={isSubmitting}
        failure={
          failure && (
            <>
              <p>{failure}</p>
              <p>
                <Link to="/forgot-password" className="font-medium underline underline-offset-4">
                  {authText.requestNewLink()}
                </Link>
              </p>
            </>
          )
        }
      >
        {invite ? authText.inviteSubmit() : authText.resetPassword()}
      </FormSubmit>
    </form>
  );
}
