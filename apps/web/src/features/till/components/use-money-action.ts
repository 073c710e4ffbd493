import type { TSale } from '@salon/shared';
import { useState } from 'react';
import { serverMessage } from '@/lib/api-client';
import { useActionKey, useSaleAction } from '../api/till-api';
import { tillText as t } from '../till-messages';

/**
 * A change of the sale sent from a form: one idempotency key per action (kept for a retry of the same
 * request), the server's refusal kept for the form in the reader's language, and `onDone` once recorded.
 */
export function useMoneyAction(orderId: string, path: string, onDone: (sale: TSale) => void) {
  const action = useSaleAction<Record<string, unknown>>(orderId, path);
  const key = useActionKey();
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (request: Record<string, unknown>) => {
    setFailure(null);
    try {
      const sale = await action.mutateAsync({ ...request, idempotencyKey: key.keyFor(request) });
      key.done();
      onDone(sale);
    } catch (error) {
      setFailure(serverMessage(error, t.actionFailed()));
    }
  };
  return { send, failure, busy: action.isPending };
}
