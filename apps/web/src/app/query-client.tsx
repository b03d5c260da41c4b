/**
 * TanStack Query for the pages that read the API (router.tsx wraps each in its provider, fetched with the page) and
 * for the live events: the landing page does without it, so its visitors never download it.
 */
import type { ComponentType } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again; a network blip might.
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

/** `Page` inside the app's one query cache. */
export function withQueries(Page: ComponentType) {
  return function PageWithQueries() {
    return (
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>
    );
  };
}
