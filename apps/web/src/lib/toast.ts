let requested = false;
const listeners = new Set<() => void>();

/**
 * Shows a toast without putting react-toastify in the first bundle: importing `toast` directly
 * anywhere in the initial code would pull the whole library back in. The library loads, and its
 * container mounts, with the first toast; toasts raised before the container has mounted are queued
 * by react-toastify and shown once it has.
 */
export function showToast(type: 'success' | 'error' | 'info', message: string): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void import('react-toastify').then(({ toast }) => {
    toast[type](message);
  });
}

/** For the toast container: whether any toast has been asked for yet (useSyncExternalStore). */
export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function anyToastRequested(): boolean {
  return requested;
}
