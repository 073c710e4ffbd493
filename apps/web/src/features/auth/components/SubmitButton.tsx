import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';

/** The form's main button: disabled and reading 'Processing...' while the form is submitting (spec §4). */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending || undefined}>
      {pending ? 'Processing...' : children}
    </Button>
  );
}
