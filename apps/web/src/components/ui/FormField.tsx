import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cx } from '@/lib/cx';
import { uiText } from './ui-messages';

/** The public site's forms take roomier controls than the dashboard's (`fields.tsx`), for thumbs on phones. */
const CONTROL =
  'mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-base text-espresso placeholder:text-taupe/70 ' +
  'transition-colors focus:border-wine focus:outline-none focus:ring-2 focus:ring-wine/25';

export const LABEL = 'text-sm font-medium text-espresso';

interface FieldShellProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Label, control, hint and error, tied together for screen readers. */
export function FieldShell({ label, error, hint, className, children }: FieldShellProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-taupe">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

interface BaseProps {
  label: string;
  registration: UseFormRegisterReturn;
  /** The schema's message for this field, shown under it and announced with it. */
  error?: string;
  className?: string;
}

type InputFieldProps = BaseProps & { multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>;
type TextareaFieldProps = BaseProps & { multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>;

/** A labelled input or textarea wired to react-hook-form, with its error tied to it for screen readers. */
export function FormField(props: InputFieldProps | TextareaFieldProps) {
  const { label, registration, error, className } = props;
  return (
    <FieldShell label={label} error={error} className={className}>
      {({ id, describedBy, invalid }) => {
        const common = {
          id,
          'aria-invalid': invalid || undefined,
          'aria-describedby': describedBy,
          className: cx(CONTROL, invalid ? 'border-red-700' : 'border-blush-200'),
          ...registration,
        };
        if (props.multiline) {
          const { label: _l, registration: _r, error: _e, className: _c, multiline: _m, ...rest } = props;
          return <textarea rows={5} {...rest} {...common} />;
        }
        const { label: _l, registration: _r, error: _e, className: _c, multiline: _m, ...rest } = props;
        return <input {...rest} {...common} />;
      }}
    </FieldShell>
  );
}

type PresetFieldProps = BaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type' | 'autoComplete'>;

/** The public forms' contact fields, each with the label and the autofill the browser knows it by. */
export function NameField(props: Omit<PresetFieldProps, 'label'>) {
  return <FormField label={uiText.nameLabel()} autoComplete="name" {...props} />;
}

export function EmailField(props: Omit<PresetFieldProps, 'label'>) {
  return <FormField label={uiText.emailLabel()} type="email" autoComplete="email" {...props} />;
}

export function PhoneField(props: Omit<PresetFieldProps, 'label'>) {
  return <FormField label={uiText.phoneLabel()} type="tel" autoComplete="tel" {...props} />;
}
