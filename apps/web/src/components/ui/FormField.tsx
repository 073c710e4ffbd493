import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cx } from '../../lib/cx';

const CONTROL =
  'mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-base text-espresso placeholder:text-taupe/70 ' +
  'transition-colors focus:border-wine focus:outline-none focus:ring-2 focus:ring-wine/25';

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
  const id = useId();
  const errorId = `${id}-error`;
  const { label, registration, error, className } = props;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: cx(CONTROL, error ? 'border-red-700' : 'border-blush-200'),
    ...registration,
  };

  let control: ReactNode;
  if (props.multiline) {
    const { label: _l, registration: _r, error: _e, className: _c, multiline: _m, ...rest } = props;
    control = <textarea rows={5} {...rest} {...common} />;
  } else {
    const { label: _l, registration: _r, error: _e, className: _c, multiline: _m, ...rest } = props;
    control = <input {...rest} {...common} />;
  }

  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-espresso">
        {label}
      </label>
      {control}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
