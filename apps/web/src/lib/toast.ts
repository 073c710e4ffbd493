/**
 * Shows a toast without putting react-toastify in the first bundle: importing `toast` directly
 * anywhere in the initial code would pull the whole library back in. Toasts raised before the
 * container has mounted are queued by react-toastify and shown once it has.
 */
export function showToast(type: 'success' | 'error' | 'info', message: string): void {
  void import('react-toastify').then(({ toast }) => {
    toast[type](message);
  });
}
