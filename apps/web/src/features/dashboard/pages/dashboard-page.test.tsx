import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { fakeApi } from '../../../test-utils/fake-api';
import { renderWithApp, storeTestSession } from '../../../test-utils/render';
import { DashboardPage } from './dashboard-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const serve = () => fakeApi([['GET', '/classes', () => ({ success: true, data: { teaching: [], joined: [] } })]]);

describe('DashboardPage', () => {
  it('asks a person with an unverified e-mail to verify it', () => {
    storeTestSession({ _id: 'ann', username: 'ann', email: 'ann@example.com', emailVerified: false });
    serve();
    renderWithApp(<DashboardPage />, '/dashboard');
    expect(screen.getByText('ann@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Profile' })).toBeTruthy();
  });

  it('does not ask a card student, who has no e-mail of their own', () => {
    storeTestSession({
      _id: 'bao',
      username: 'card-1',
      email: 'x@card.invalid',
      emailVerified: false,
      loginCard: true,
    });
    serve();
    renderWithApp(<DashboardPage />, '/dashboard');
    expect(screen.queryByText(/verify your email/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open Profile' })).toBeNull();
  });

  it('has a Classes tab, opened by ?tab=classes', async () => {
    storeTestSession({ _id: 'ann', username: 'ann', emailVerified: true });
    serve();
    renderWithApp(<DashboardPage />, '/dashboard?tab=classes');
    expect(screen.getByRole('tab', { name: 'Classes', selected: true })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Classes I teach' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'My classes' })).toBeTruthy();
  });
});
