import { Alert } from '@/components/ui/Alert';
import type { Failure } from './order-detail-forms';

/** The spec's failure message, with the server's reason beneath it when it gave one. */
export function FailureText({ failure }: { failure: Failure }) {
  return (
    <>
      <p className="font-medium">{failure.message}</p>
      {failure.reason && failure.reason !== failure.message && <p>{failure.reason}</p>}
    </>
  );
}

export function FailureAlert({ failure, className }: { failure: Failure | null; className?: string }) {
  if (!failure) return null;
  return (
    <Alert tone="error" className={className}>
      <FailureText failure={failure} />
    </Alert>
  );
}
