import { useQuery } from '@tanstack/react-query';
import type { FriendRequest } from '@quiz/contract/social';
import { api } from '../../../lib/api-client';
import { friendKeys } from './keys';

/** Requests others sent the user, newest first; a failure reads as none (SPEC §8). */
export const getFriendRequests = () =>
  api<{ success: true; data: FriendRequest[] }>('/friends/requests')
    .then((r) => r.data)
    .catch(() => [] as FriendRequest[]);

export const useFriendRequests = () => useQuery({ queryKey: friendKeys.requests, queryFn: getFriendRequests });
