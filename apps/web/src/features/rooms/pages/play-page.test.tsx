import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Messages } from '@quiz/contract/messages';
import { SessionProvider } from '../../../app/session-context';
import { readGuestSession } from '../../../lib/guest-sessions';
import { PlayPage } from './play-page';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/play" element={<PlayPage />} />
            <Route path="/room/:code" element={<p>Room page</p>} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const nickname = () => screen.getByRole('textbox', { name: 'Nickname' });
const join = () => fireEvent.click(screen.getByRole('button', { name: 'Join' }));

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PlayPage', () => {
  it('asks for the code first, with the join page messages, then for a nickname', () => {
    renderPage('/play');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(Messages.roomCodeRequired)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Room Code' }), { target: { value: 'ab c' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(Messages.roomCodeFormat)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Room Code' }), { target: { value: 'xk7p2q' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(nickname()).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('joins from an invite link with a nickname and keeps the guest session for that room', async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          success: true,
          data: {
            token: 'guest-token',
            user: { _id: 'g1', username: 'guest-1', displayName: 'Mai' },
            room: { code: 'XK7P2Q' },
          },
        },
        201,
      ),
    );
    renderPage('/play?code=xk7p2q');
    fireEvent.change(nickname(), { target: { value: '  Mai ' } });
    join();
    expect(await screen.findByText('Room page')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/rooms/XK7P2Q/guests');
    expect(JSON.parse(String(init?.body))).toEqual({ nickname: 'Mai' });
    expect(readGuestSession('xk7p2q')).toMatchObject({ token: 'guest-token', user: { displayName: 'Mai' } });
  });

  it('checks the nickname before asking the server, and shows the server’s reason beside it', async () => {
    renderPage('/play?code=XK7P2Q');
    join();
    expect(screen.getByText(Messages.nicknameRequired)).toBeTruthy();
    fireEvent.change(nickname(), { target: { value: 'đm' } });
    join();
    expect(screen.getByText(Messages.nicknameRefused)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(
      json(
        {
          success: false,
          code: 'conflict',
          message: Messages.nicknameTaken,
          fieldErrors: { nickname: Messages.nicknameTaken },
        },
        409,
      ),
    );
    fireEvent.change(nickname(), { target: { value: 'Mai' } });
    join();
    expect(await screen.findByText(Messages.nicknameTaken)).toBeTruthy();
  });

  it('offers to log in when the room is for signed-in users only', async () => {
    fetchMock.mockResolvedValue(
      json({ success: false, code: 'signed_in_only', message: Messages.roomSignedInOnly }, 403),
    );
    renderPage('/play?code=XK7P2Q');
    fireEvent.change(nickname(), { target: { value: 'Mai' } });
    join();
    expect(await screen.findByText(Messages.roomSignedInOnly)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/play?code=XK7P2Q')}`,
    );
  });

  it('goes back to the code when the room does not exist', async () => {
    fetchMock.mockResolvedValue(json({ success: false, code: 'not_found', message: Messages.roomNotFound }, 404));
    renderPage('/play?code=XK7P2Q');
    fireEvent.change(nickname(), { target: { value: 'Mai' } });
    join();
    expect(await screen.findByText(Messages.roomNotFound)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Room Code' })).toBeTruthy();
  });

  it('takes a guest who already joined this room straight back in', async () => {
    localStorage.setItem(
      'guestSessions',
      JSON.stringify({
        XK7P2Q: { code: 'XK7P2Q', token: 't', user: { _id: 'g1', username: 'g', displayName: 'Mai' } },
      }),
    );
    renderPage('/play?code=XK7P2Q');
    expect(await screen.findByText('Room page')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
