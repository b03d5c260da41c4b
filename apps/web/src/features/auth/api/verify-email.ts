import { useQuery } from '@tanstack/react-query';
import type { VerifyEmailResponse } from '@quiz/contract/users';
import { api } from '../../../lib/api-client';

export const verifyEmail = (token: string) =>
  api<VerifyEmailResponse>(`/users/verify-email/${encodeURIComponent(token)}`);

/** A query, not a mutation: React runs effects twice in development, and the link must be used once. */
export const useVerifyEmail = (token: string | null) =>
  useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token!),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
