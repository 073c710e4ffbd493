import type {
  TAuthProviders,
  TAuthResponse,
  TCompleteProfileRequest,
  TLoginRequest,
  TMessageResponse,
  TRegisterRequest,
  TResetPasswordRequest,
  TUser,
} from '@salon/shared';
import { api } from '@/lib/api-client';

/**
 * The accounts calls (spec §7). Each form shows its own message under the form (spec §8: the server's
 * message, else the form's fallback), so the generic 'Something went wrong' toast would only repeat it.
 */
const OWN_MESSAGE = { toastOnError: false } as const;

/** Where the browser goes to start Google sign-in; the server redirects back to /login. */
export const GOOGLE_SIGN_IN_PATH = '/api/users/auth/google';

export const authApi = {
  login: (input: TLoginRequest) => api.post<TAuthResponse>('/users/login', input, OWN_MESSAGE),
  register: (input: TRegisterRequest) =>
    api.post<TMessageResponse & { user: TUser }>('/users/register', input, OWN_MESSAGE),
  forgotPassword: (email: string) => api.post<TMessageResponse>('/users/forgot-password', { email }, OWN_MESSAGE),
  resetPassword: (input: TResetPasswordRequest) =>
    api.post<TMessageResponse>('/users/reset-password', input, OWN_MESSAGE),
  /** Made with the temporary token from the Google return: no session exists yet. */
  completeProfile: (input: TCompleteProfileRequest, token: string) =>
    api.post<TAuthResponse>('/users/complete-profile', input, { ...OWN_MESSAGE, token }),
  providers: (signal?: AbortSignal) => api.get<TAuthProviders>('/users/auth/providers', { signal }),
  /** Google's return: the one-time code for a session (or, for an unfinished profile, its temporary credential). */
  exchangeGoogleCode: (code: string) => api.post<TAuthResponse>('/users/auth/google/exchange', { code }, OWN_MESSAGE),
  verifyEmail: (token: string) => api.post<TMessageResponse>('/users/verify-email', { token }, OWN_MESSAGE),
  resendVerification: () => api.post<TMessageResponse>('/users/verify-email/resend', undefined, OWN_MESSAGE),
};
