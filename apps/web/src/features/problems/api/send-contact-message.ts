import type { TContactForm, TProblem } from '@salon/shared';
import { api } from '@/lib/api-client';

/**
 * The 'Get in Touch' form is sent as a problem report (customer spec §3, §7: POST /problems). The form shows
 * its own failure toast and banner, so the client's generic toast is off for this call.
 */
export function sendContactMessage(message: TContactForm): Promise<TProblem> {
  return api.post<TProblem>('/problems', message, { toastOnError: false });
}
