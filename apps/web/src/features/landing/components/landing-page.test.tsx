import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SessionProvider } from '../../../app/session-context';
import { LandingPage } from '../pages/landing-page';

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter>
          <LandingPage />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const footerLinks = ['/about-us', '/features', '/pricing', '/contact', '/blog', '/documentation', '/support', '/faq'];

beforeEach(() => {
  localStorage.clear();
  const body = { success: true, data: [], pagination: { page: 1, limit: 6, total: 0, totalPages: 0 } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body))),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LandingPage', () => {
  it('shows every section to a guest, with the sign-up calls to action and the footer', async () => {
    renderPage();
    for (const heading of [
      'Create & Take Engaging Quizzes',
      'Design Your Quiz',
      'Explore Popular Quizzes',
      'Create Your Own Quiz',
      'Interactive Quiz Experience',
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    for (const badge of ['Quiz Master', 'Champion', 'LEGEND', 'Expert', 'Ultimate Quizzer']) {
      expect(screen.getByText(badge)).toBeTruthy();
    }
    expect(await screen.findByText('No quizzes available at the moment.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign Up Now' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Join Now' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).toBeNull();

    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(footerLinks),
    );
  });

  it('sends a logged-in visitor to the dashboard', () => {
    localStorage.setItem('user', JSON.stringify({ _id: 'u1', username: 'alice', email: 'a@b.c', token: 't' }));
    renderPage();
    const dashboardLinks = screen.getAllByRole('link', { name: 'Go to Dashboard' });
    expect(dashboardLinks).toHaveLength(2);
    for (const link of dashboardLinks) expect(link.getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Start Creating' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('link', { name: 'Sign Up Now' })).toBeNull();
  });
});
