import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { languageCodes } from '@quiz/contract/languages';
import { SessionProvider } from '../../../app/session-context';
import { Splash } from '../../../app/splash';
import { i18nWithParts } from '../../../test-utils/i18n-parts';
import { LandingPage } from '../pages/landing-page';

// The landing page's first download has no shared messages (i18n/shared-messages.ts): it must read none.
vi.mock('../../../i18n/messages', () => ({
  Messages: new Proxy(
    {},
    {
      get: (_, key) => {
        throw new Error(`The landing page read the shared message ${String(key)}`);
      },
    },
  ),
  localize: (text: string) => text,
}));

// As the app draws it: without TanStack Query's provider, which only the other pages have (app/query-client.tsx).
function renderPage() {
  return render(
    <SessionProvider>
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    </SessionProvider>,
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

  it.each(languageCodes)('is drawn in %s from the base part of the messages alone', async (language) => {
    // The app fetches the other parts with the other pages (i18n/index.ts): a key outside base would show as a key.
    const { i18n: baseOnly, missing } = await i18nWithParts(language, ['base']);
    const draw = () =>
      render(
        <I18nextProvider i18n={baseOnly}>
          <SessionProvider>
            <MemoryRouter>
              <Splash />
              <LandingPage />
            </MemoryRouter>
          </SessionProvider>
        </I18nextProvider>,
      );
    draw();
    expect(await screen.findByText(baseOnly.t('landing.popular.empty'))).toBeTruthy();
    cleanup();
    localStorage.setItem('user', JSON.stringify({ _id: 'u1', username: 'alice', email: 'a@b.c', token: 't' }));
    draw();
    expect(await screen.findByText(baseOnly.t('landing.popular.empty'))).toBeTruthy();
    expect(missing).toEqual([]);
  });
});
