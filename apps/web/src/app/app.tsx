import { useEffect, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { SplashMilliseconds } from '@quiz/contract/limits';
import { ApiError } from '../lib/api-client';
import { LocalizedToaster } from './localized-toaster';
import { router } from './router';
import { SessionProvider } from './session-context';
import { Splash } from './splash';
import { showsSplashOnLoad } from './splash-rule';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again; a network blip might.
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

export function App() {
  const [splash, setSplash] = useState(showsSplashOnLoad);
  useEffect(() => {
    if (!splash) return;
    const timer = setTimeout(() => setSplash(false), SplashMilliseconds);
    return () => clearTimeout(timer);
  }, [splash]);

  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        {splash ? <Splash /> : <RouterProvider router={router} />}
        <LocalizedToaster />
      </SessionProvider>
    </QueryClientProvider>
  );
}
