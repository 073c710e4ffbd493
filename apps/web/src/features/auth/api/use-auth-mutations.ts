import type { TCompleteProfileRequest } from '@salon/shared';
import { useMutation } from '@tanstack/react-query';
import { authApi } from './auth-api';

export function useLoginMutation() {
  return useMutation({ mutationFn: authApi.login });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: authApi.register });
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: authApi.forgotPassword });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: authApi.resetPassword });
}

export function useCompleteProfileMutation(token: string) {
  return useMutation({ mutationFn: (input: TCompleteProfileRequest) => authApi.completeProfile(input, token) });
}
