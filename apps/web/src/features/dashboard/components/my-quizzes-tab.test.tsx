import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../../test-utils/fake-api';
import { renderWithApp, storeTestSession } from '../../../test-utils/render';
import { MyQuizzesTab } from './my-quizzes-tab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve(aiConfigured: boolean) {
  return fakeApi([
    ['GET', '/health', () => ({ success: true, data: { status: 'ok', ai: { configured: aiConfigured } } })],
    [
      'GET',
      '/quizzes/my-quizzes',
      () => ({ success: true, data: [], pagination: { page: 1, limit: 12, total: 0, totalPages: 1 } }),
    ],
  ]);
}

describe('MyQuizzesTab and AI generation', () => {
  it('offers Generate Quiz with AI when the server has an AI provider', async () => {
    storeTestSession({ _id: 'me', username: 'ann' });
    serve(true);
    renderWithApp(<MyQuizzesTab />, '/dashboard');
    const link = await screen.findByRole('link', { name: 'Generate Quiz with AI' });
    expect(link.getAttribute('href')).toBe('/create-ai-quiz');
  });

  it('does not offer it to a student when there is no provider', async () => {
    storeTestSession({ _id: 'me', username: 'ann' });
    const api = serve(false);
    renderWithApp(<MyQuizzesTab />, '/dashboard');
    await waitFor(() => expect(api.called('GET', '/health')).toHaveLength(1));
    // The answer has been read and shown (the admin's test sees the link by now).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('button', { name: 'Create New Quiz' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Generate Quiz with AI/ })).toBeNull();
  });

  it('shows an admin that it is not set up, leading to how to set it up', async () => {
    storeTestSession({ _id: 'admin', username: 'root', accountType: 'admin' });
    serve(false);
    renderWithApp(<MyQuizzesTab />, '/dashboard');
    const link = await screen.findByRole('link', { name: 'Generate Quiz with AI (not set up)' });
    expect(link.getAttribute('href')).toBe('/create-ai-quiz');
  });
});
