import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, ZResetPasswordForm } from '@salon/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { serverMessage } from '../../../lib/api-client';
import { useResetPasswordMutation } from '../api/use-auth-mutations';
import { PasswordField } from './PasswordField';
import { SubmitButton } from './SubmitButton';

/** The new password for the mailed link's token; the server's answer is carried to /login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { mutateAsync } = useResetPasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ZResetPasswordForm),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const { message } = await mutateAsync({ token, password });
      navigate('/login', { replace: true, state: { message } });
    } catch (error) {
      setFailure(serverMessage(error, MESSAGES.auth.resetFailed));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <PasswordField
        label="Password"
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      {failure && (
        <Alert tone="error">
          <p>{failure}</p>
          <p>
            <Link to="/forgot-password" className="font-medium underline underline-offset-4">
              Request a new link
            </Link>
          </p>
        </Alert>
      )}
      <SubmitButton pending={isSubmitting}>Reset Password</SubmitButton>
    </form>
  );
}
