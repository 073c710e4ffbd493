import { MESSAGES, ZSignupForm } from '@salon/shared';
import { useNavigate } from 'react-router';
import { EmailField, NameField, PhoneField } from '@/components/ui/FormField';
import { useSubmitForm } from '@/lib/use-submit-form';
import { useRegisterMutation } from '../api/use-auth-mutations';
import { authText } from '../auth-messages';
import { NewPasswordFields } from './PasswordField';
import { FormSubmit } from './SubmitButton';

/** Sign-up (spec §5): the shared ZSignupForm; confirmPassword is checked here and never sent. */
export function SignupForm() {
  const navigate = useNavigate();
  const { mutateAsync } = useRegisterMutation();
  const { register, errors, isSubmitting, onSubmit, failure } = useSubmitForm({
    schema: ZSignupForm,
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', phone: '' },
    failed: MESSAGES.auth.signupFailed,
    submit: async ({ confirmPassword: _confirm, ...account }) => {
      await mutateAsync(account);
      navigate('/login', { state: { message: MESSAGES.auth.signupSuccess } });
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <NameField registration={register('name')} error={errors.name?.message} />
      <EmailField dir="ltr" registration={register('email')} error={errors.email?.message} />
      <NewPasswordFields
        password={{ registration: register('password'), error: errors.password?.message }}
        confirm={{ registration: register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <PhoneField dir="ltr" registration={register('phone')} error={errors.phone?.message} />
      <FormSubmit failure={failure} pending={isSubmitting}>
        {authText.createAccount()}
      </FormSubmit>
    </form>
  );
}
