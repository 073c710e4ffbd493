import { useQuery } from '@tanstack/react-query';
import { authApi } from './auth-api';

/** Whether the server can do Google sign-in; the button shows only when it can (false until known). */
export function useGoogleSignInAvailable(): boolean {
  const { data } = useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => authApi.providers(signal),
    // Server configuration: it does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  return data?.google === true;
}
