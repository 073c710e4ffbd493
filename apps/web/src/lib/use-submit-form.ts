import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { serverMessage } from './api-client';

/**
 * A form driven by one of the shared schemas (principle 2): checked on submit, then on every change, so a
 * message appears only after the first try and leaves as soon as the field is put right (spec §4).
 */
export function useZodForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  defaultValues: DefaultValues<In>,
) {
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
  });
  /** A field's registration with its message, as the dashboard's fields take them: `<TextInput {...field('name')} />`. */
  const field = (name: Path<In>) => ({
    ...form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  });
  return { ...form, field };
}

export interface SubmitFormOptions<In extends FieldValues, Out extends FieldValues> {
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  /** What the form does with valid values. */
  submit: (values: Out) => Promise<unknown>;
  /** The spec's message when the server sends none of its own (§8). */
  failed: string;
  /** Also told of a failure, with `failed` (the dashboard's forms toast it). */
  onFailure?: (failed: string) => void;
  /** A banner for a submit with invalid fields; it goes once no field is invalid. */
  invalidMessage?: string;
}

/** A shared-schema form whose failed submit leaves the server's message (else the spec's) for a banner. */
export function useSubmitForm<In extends FieldValues, Out extends FieldValues>({
  schema,
  defaultValues,
  submit,
  failed,
  onFailure,
  invalidMessage,
}: SubmitFormOptions<In, Out>) {
  const form = useZodForm(schema, defaultValues);
  const [banner, setBanner] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setBanner(null);
      try {
        await submit(values);
      } catch (error) {
        onFailure?.(failed);
        setBanner(serverMessage(error, failed));
      }
    },
    invalidMessage === undefined ? undefined : () => setBanner(invalidMessage),
  );

  const { errors, isSubmitting } = form.formState;
  const failure = banner !== null && (banner !== invalidMessage || Object.keys(errors).length > 0) ? banner : null;
  return { ...form, errors, isSubmitting, onSubmit, failure };
}
