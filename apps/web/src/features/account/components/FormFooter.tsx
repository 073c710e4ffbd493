import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { accountText } from '../account-messages';

/** The end of each My account form: what the last submit said, then its button (busy while it runs). */
export function FormFooter({
  failure,
  success,
  pending,
  children,
}: {
  failure: string | null;
  success: string | null;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <div className="space-y-4">
      {failure && <Alert tone="error">{failure}</Alert>}
      {success && <Alert tone="success">{success}</Alert>}
      <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
        {pending ? accountText.saving() : children}
      </Button>
    </div>
  );
}
