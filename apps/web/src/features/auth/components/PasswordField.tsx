import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cx } from '@/lib/cx';
import { authText } from '../auth-messages';

// The same control as components/ui/FormField, with room at the end for the toggle.
const CONTROL =
  'mt-1.5 block w-full rounded-xl border bg-white py-3 pe-14 ps-4 text-base text-espresso placeholder:text-taupe/70 ' +
  'transition-colors focus:border-wine focus:outline-none focus:ring-2 focus:ring-wine/25';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  /** A link or hint placed on the label's line, such as 'Forgot password?'. */
  aside?: ReactNode;
}

/** A labelled password input with a show/hide toggle (spec §4), its error tied to it for screen readers. */
export function PasswordField({ label, registration, error, aside, className, ...rest }: PasswordFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="text-sm font-medium text-espresso">
          {label}
        </label>
        {aside}
      </div>
      <div className="relative">
        <input
          {...rest}
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cx(CONTROL, error ? 'border-red-700' : 'border-blush-200')}
          {...registration}
        />
        <button
          type="button"
          aria-label={visible ? authText.hidePassword() : authText.showPassword()}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-0 end-1 my-auto grid size-11 place-items-center rounded-full text-taupe transition-colors hover:bg-blush hover:text-wine"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" strokeWidth={1.7} />
          ) : (
            <Eye aria-hidden="true" className="size-5" strokeWidth={1.7} />
          )}
        </button>
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

type FieldWiring = Pick<PasswordFieldProps, 'registration' | 'error'>;

/** A new password and its confirmation, both filled by the browser's password manager as a new one. */
export function NewPasswordFields({ password, confirm }: { password: FieldWiring; confirm: FieldWiring }) {
  return (
    <>
      <PasswordField label={authText.password()} autoComplete="new-password" {...password} />
      <PasswordField label={authText.confirmPassword()} autoComplete="new-password" {...confirm} />
    </>
  );
}
