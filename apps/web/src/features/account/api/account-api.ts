import type {
  TAccount,
  TAccountSession,
  TChangeEmailRequest,
  TChangePasswordRequest,
  TDeleteAccountRequest,
  TMessageChannels,
  TMessageResponse,
  TUpdateProfileRequest,
  TVerifyPhoneRequest,
} from '@salon/shared';
import { api } from '@/lib/api-client';

/** Each action shows the server's message next to its form, so the generic toast would only repeat it. */
const OWN_MESSAGE = { toastOnError: false } as const;

/** Where the browser downloads the account's data (a plain link: the session cookie goes with it). */
export const EXPORT_PATH = '/api/users/me/export';

export const accountApi = {
  account: (signal?: AbortSignal) => api.get<TAccount>('/users/me/account', { signal }),
  updateProfile: (input: TUpdateProfileRequest) => api.patch<TAccount>('/users/me', input, OWN_MESSAGE),
  updateChannels: (input: TMessageChannels) => api.patch<TAccount>('/users/me/channels', input, OWN_MESSAGE),
  sendPhoneCode: () => api.post<TMessageResponse>('/users/me/phone/code', undefined, OWN_MESSAGE),
  verifyPhone: (input: TVerifyPhoneRequest) => api.post<TAccount>('/users/me/phone/verify', input, OWN_MESSAGE),
  changePassword: (input: TChangePasswordRequest) =>
    api.post<TMessageResponse>('/users/change-password', input, OWN_MESSAGE),
  changeEmail: (input: TChangeEmailRequest) => api.post<TMessageResponse>('/users/me/email', input, OWN_MESSAGE),
  sessions: (signal?: AbortSignal) => api.get<TAccountSession[]>('/users/me/sessions', { signal }),
  endSession: (id: string) => api.delete<TMessageResponse>(`/users/me/sessions/${id}`, OWN_MESSAGE),
  logoutEverywhere: () => api.post<TMessageResponse>('/users/logout-everywhere', undefined, OWN_MESSAGE),
  deleteAccount: (input: TDeleteAccountRequest) => api.post<TMessageResponse>('/users/me/delete', input, OWN_MESSAGE),
};

export const accountKeys = {
  account: ['account', 'me'] as const,
  sessions: ['account', 'sessions'] as const,
};
