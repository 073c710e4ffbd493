import { useState } from 'react';
import { serverMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast';

interface ConfirmDeleteOptions<T> {
  remove: (row: T) => Promise<unknown>;
  busy: boolean;
  /** Toasts after the delete; a screen that says the outcome its own way leaves them out. */
  toasts?: { deleted?: string; failed?: string };
  /** The reason shown in the dialog: by default the server's, else the failure toast's words. */
  reason?: (error: unknown, row: T) => string;
  onDeleted?: (row: T) => void;
}

/**
 * The delete flow of every list (admin spec §2, §8): a row asks, the ConfirmDialog confirms, a toast tells,
 * and a failure stays in the dialog beside the action that failed. Spread `dialog` into the ConfirmDialog.
 */
export function useConfirmDelete<T>({ remove, busy, toasts, reason, onDeleted }: ConfirmDeleteOptions<T>) {
  const [target, setTarget] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirm = async (row: T) => {
    setError(null);
    try {
      await remove(row);
      if (toasts?.deleted) showToast('success', toasts.deleted);
      setTarget(null);
      onDeleted?.(row);
    } catch (failure) {
      if (toasts?.failed) showToast('error', toasts.failed);
      setError(reason ? reason(failure, row) : serverMessage(failure, toasts?.failed ?? ''));
    }
  };

  return {
    target,
    ask: (row: T) => {
      setError(null);
      setTarget(row);
    },
    dialog: {
      busy,
      error,
      onConfirm: () => {
        if (target !== null) void confirm(target);
      },
      onCancel: () => setTarget(null),
    },
  };
}
