import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Messages } from '@quiz/contract/messages';
import { JoinRoomPage } from './join-room-page';
import { SessionProvider } from '../../../app/session-context';

const fetchMock = vi.fn<typeof fetch>();

function renderPage(url = '/join-room') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/join-room" element={<JoinRoomPage />} />
            <Route path="/room/:code" element={<p>Room page</p>} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const codeInput = () => screen.getByRole('textbox', { name: 'Room Code' }) as HTMLInputElement;
const joinButton = () => screen.getByRole('button', { name: 'Join Room' });

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('JoinRoomPage', () => {
  it('shows the code box with its hint, the cancel and create-a-room links', () => {
    renderPage();
    expect(codeInput().placeholder).toBe('ABCD12');
    expect(codeInput().maxLength).toBe(6);
    expect(screen.getByText('Enter the 6-digit code provided by the room host')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Create a Room' }).getAttribute('href')).toBe('/create-room');
  });

  it('forces what is typed to upper case, without spaces, at most 6 characters', () => {
    renderPage();
    fireEvent.change(codeInput(), { target: { value: 'ab c d12xyz' } });
    expect(codeInput().value).toBe('ABCD12');
  });

  it('joins at once with the code of the link it was opened with', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true, data: { code: 'XK7P2Q' } })));
    renderPage('/join-room?code=xk7p2q');
    expect(await screen.findByText('Room page')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/rooms/XK7P2Q/join');
  });

  it("keeps the link's code in the box with the reason when joining from the link is refused", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ success: false, message: Messages.roomFull, code: 'conflict' }), { status: 409 }),
    );
    renderPage('/join-room?code=xk7p2q');
    expect(await screen.findByText(Messages.roomFull)).toBeTruthy();
    expect(codeInput().value).toBe('XK7P2Q');
  });

  it('does not try a link whose code is not a room code', () => {
    renderPage('/join-room?code=abc');
    expect(codeInput().value).toBe('ABC');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a code when the box is empty, and sends nothing', () => {
    renderPage();
    fireEvent.click(joinButton());
    expect(screen.getByText(Messages.roomCodeRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('joins the room and goes to it', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true, data: { code: 'XK7P2Q' } })));
    renderPage();
    fireEvent.change(codeInput(), { target: { value: 'xk7p2q' } });
    fireEvent.click(joinButton());
    expect(await screen.findByText('Room page')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/rooms/XK7P2Q/join');
    expect(init?.method).toBe('POST');
  });

  it("shows the server's reason at the field and stays on the page", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ success: false, message: Messages.roomFull, code: 'conflict' }), { status: 409 }),
    );
    renderPage();
    fireEvent.change(codeInput(), { target: { value: 'XK7P2Q' } });
    fireEvent.click(joinButton());
    expect(await screen.findByText(Messages.roomFull)).toBeTruthy();
    expect(codeInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Room page')).toBeNull();
  });
});
