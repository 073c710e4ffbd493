import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, ZSignupForm } from '@salon/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { FormField } from '../../../components/ui/FormField';
import { serverMessage } from '../../../lib/api-client';
import { useRegisterMutation } from '../api/use-auth-mutations';
import { PasswordField } from './PasswordField';
import { SubmitButton } from './SubmitButton';

/** Sign-up (spec §5): the shared ZSignupForm; confirmPassword is checked here and never sent. */
export function SignupForm() {
  const navigate = useNavigate();
  const { mutateAsync } = useRegisterMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ZSignupForm),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', phone: '' },
  });

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...account }) => {
    setFailure(null);
    try {
      await mutateAsync(account);
      navigate('/login', { state: { message: MESSAGES.auth.signupSuccess } });
    } catch (error) {
      setFailure(serverMessage(error, MESSAGES.auth.signupFailed));
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
      <FormField
        label="Phone"
        type="tel"
        autoComplete="tel"
        registration={register('phone')}
        error={errors.phone?.message}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <SubmitButton pending={isSubmitting}>Create Account</SubmitButton>
    </form>
  );
}
