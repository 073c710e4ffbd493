import type { ComponentProps, ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { cx } from '@/lib/cx';
import { FieldShell } from './FormField';

export const CONTROL =
  'mt-1.5 block w-full rounded-xl border border-blush-200 bg-white px-3.5 py-2.5 text-base text-espresso ' +
  'placeholder:text-taupe/70 transition-colors focus:border-wine focus:outline-none focus:ring-2 focus:ring-wine/25 ' +
  'aria-[invalid=true]:border-red-700 disabled:bg-sand';

type InputProps = Omit<ComponentProps<'input'>, 'children'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
};

export function TextInput({ label, error, hint, className, ...props }: InputProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={CONTROL}
          {...props}
        />
      )}
    </FieldShell>
  );
}

type SelectProps = ComponentProps<'select'> & { label: string; error?: string; hint?: ReactNode };

export function SelectInput({ label, error, hint, className, children, ...props }: SelectProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={cx(CONTROL, 'pe-8')}
          {...props}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}

type TextareaProps = ComponentProps<'textarea'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
};

export function TextareaInput({ label, error, hint, className, ...props }: TextareaProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          rows={4}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={CONTROL}
          {...props}
        />
      )}
    </FieldShell>
  );
}

/** A search box with its visible label. */
export function SearchInput({
  label,
  value,
  onChange,
  placeholder,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
}) {
  return (
    <TextInput
      label={label}
      type="search"
      value={value}
      placeholder={placeholder}
      onChange={(event) => onChange(event.target.value)}
      className={className}
    />
  );
}

/** How long typing rests before a search reaches the URL and the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A text field whose text reaches `onCommit` once typing rests, so a list asks the server once per search
 * rather than once per key. `value` is the committed text (from the URL): when it changes from elsewhere
 * (Clear filters, Back), the field shows it and drops what was waiting.
 */
export function DebouncedTextInput({
  value,
  onCommit,
  ...props
}: Omit<InputProps, 'value' | 'onChange'> & { value: string; onCommit: (value: string) => void }) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const commit = useDebouncedCallback((next: string) => {
    committed.current = next;
    onCommit(next);
  }, SEARCH_DEBOUNCE_MS);

  // Unmounted with text waiting: nothing is left to show it, and committing later would navigate back here.
  useEffect(() => () => commit.cancel(), [commit]);

  useEffect(() => {
    if (value === committed.current) return;
    commit.cancel();
    committed.current = value;
    setText(value);
  }, [value, commit]);

  return (
    <TextInput
      type="search"
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        commit(event.target.value);
      }}
      // Leaving the field commits at once: a click on a row's link blurs it first, so the search lands in
      // the URL (Back finds it) before that navigation, never 300 ms after it, which would pull the admin back.
      onBlur={() => commit.flush()}
    />
  );
}
