import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Relationship, SearchResult } from '@quiz/contract/social';
import { api } from '../../../lib/api-client';
import { friendKeys } from './keys';

/** People whose username or name matches, each with how the user stands with them; a failure reads as none. */
export const searchUsers = (query: string) =>
  api<{ success: true; data: SearchResult[] }>(`/users/search?query=${encodeURIComponent(query)}`)
    .then((r) => r.data)
    .catch(() => [] as SearchResult[]);

/** Runs only when asked to (the Search tab is open) and there is something to look for. */
export const useSearchUsers = (query: string, enabled: boolean) =>
  useQuery({
    queryKey: friendKeys.search(query),
    queryFn: () => searchUsers(query),
    enabled: enabled && query !== '',
    placeholderData: keepPreviousData,
  });

/** Sets how the user stands with someone in every cached search. */
export function setCachedRelationship(queryClient: QueryClient, userId: string, relationship: Relationship) {
  queryClient.setQueriesData<SearchResult[]>({ queryKey: friendKeys.searches }, (results) =>
    results?.map((person) => (person._id === userId ? { ...person, relationship } : person)),
  );
}
