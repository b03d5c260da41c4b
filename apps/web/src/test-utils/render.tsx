/** Rendering a page in component tests as the app does, with a logged-in person. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SessionProvider } from '../app/session-context';

/** A fresh query client (no retries), the session from local storage, and a router at `path`. */
export function renderWithApp(ui: ReactElement, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

/** The stored login of a person (a standard account unless said otherwise), replacing whatever was stored. */
export function storeTestSession(user: { _id: string; username: string } & Record<string, unknown>) {
  localStorage.clear();
  localStorage.setItem(
    'user',
    JSON.stringify({ email: `${user.username}@x`, accountType: 'standard', token: 't', ...user }),
  );
}
