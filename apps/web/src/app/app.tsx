import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { SplashMilliseconds } from '@quiz/contract/limits';
import { LocalizedToaster } from './localized-toaster';
import { router } from './router';
import { SessionProvider } from './session-context';
import { Splash } from './splash';
import { showsSplashOnLoad } from './splash-rule';

export function App() {
  const [splash, setSplash] = useState(showsSplashOnLoad);
  useEffect(() => {
    if (!splash) return;
    const timer = setTimeout(() => setSplash(false), SplashMilliseconds);
    return () => clearTimeout(timer);
  }, [splash]);

  return (
    <SessionProvider>
      {splash ? <Splash /> : <RouterProvider router={router} />}
      <LocalizedToaster />
    </SessionProvider>
  );
}
