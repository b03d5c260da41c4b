import { useQuery } from '@tanstack/react-query';
import type { User } from '@quiz/contract/users';
import { api } from '../../../lib/api-client';

export const profileQueryKey = ['profile'] as const;

export const getProfile = () => api<{ success: true; data: User }>('/users/profile').then((r) => r.data);

export const useProfile = () => useQuery({ queryKey: profileQueryKey, queryFn: getProfile });
