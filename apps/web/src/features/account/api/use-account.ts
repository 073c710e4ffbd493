import { useQuery } from '@tanstack/react-query';
import { accountApi, accountKeys } from './account-api';

/** The account as the server has it now (the session cookie keeps only what the site's chrome shows). */
export const useAccount = () =>
  useQuery({ queryKey: accountKeys.account, queryFn: ({ signal }) => accountApi.account(signal) });

export const useAccountSessions = () =>
  useQuery({ queryKey: accountKeys.sessions, queryFn: ({ signal }) => accountApi.sessions(signal) });
