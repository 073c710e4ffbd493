import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { authText } from '../auth-messages';

/** The form's main button: disabled and reading 'Processing...' while the form is submitting (spec §4). */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending || undefined}>
      {pending ? authText.processing() : children}
    </Button>
  );
}

interface FormSubmitProps {
  /** Why the last submit failed, announced at once; nothing when it did not. */
  failure?: ReactNode;
  /** What a successful submit confirms before the form moves on. */
  success?: ReactNode;
  pending: boolean;
  /** The button's words. */
  children: ReactNode;
}

/** The end of every account form: its failure (or success) banner, then its main button. */
export function FormSubmit({ failure, success, pending, children }: FormSubmitProps) {
  return (
    <>
      {failure && <Alert tone="error">{failure}</Alert>}
      {success && <Alert tone="success">{success}</Alert>}
      <SubmitButton pending={pending}>{children}</SubmitButton>
    </>
  );
}
