import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Messages } from '@quiz/contract/messages';
import type { QuizSummary } from '@quiz/contract/quizzes';
import { SessionProvider } from '../../../app/session-context';
import { CreateRoomPage } from './create-room-page';

const me = { _id: 'me', username: 'ann', displayName: 'Ann' };

const quiz = (id: string, title: string, category: QuizSummary['category'], owner = me): QuizSummary => ({
  _id: id,
  title,
  description: null,
  category,
  isPublic: true,
  timeLimit: 30,
  timedAttempts: false,
  source: 'manual',
  createdBy: { _id: owner._id, username: owner.username, displayName: owner.displayName },
  createdAt: '2025-05-01T10:00:00.000Z',
  updatedAt: '2025-05-01T10:00:00.000Z',
  averageRating: 0,
  ratingsCount: 0,
  questionCount: 5,
});

const mine = [quiz('q-mine', 'Capitals of Europe', 'Geography')];
const other = { _id: 'bob', username: 'bob', displayName: 'Bob' };
const publics = [quiz('q-pub', 'Planets', 'Science', other), ...mine];

const list = (data: QuizSummary[]) => ({
  success: true,
  data,
  pagination: { page: 1, limit: 100, total: data.length, totalPages: 1 },
});

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function serve(overrides: { mine?: QuizSummary[]; create?: Response } = {}) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/rooms/settings') return json({ success: true, data: { maxParticipants: 20 } });
    if (url.startsWith('/api/quizzes?')) return json(list(overrides.mine ?? mine));
    if (url.startsWith('/api/quizzes/public')) return json(list(publics));
    if (url === '/api/quizzes/q-pub') return json({ success: true, data: { ...publics[0], questions: [] } });
    if (url === '/api/rooms' && init?.method === 'POST') {
      return (
        overrides.create ??
        json(
          {
            success: true,
            message: Messages.roomCreated,
            data: { code: 'XK7P2Q', quizId: { title: 'Planets' }, invited: 1 },
          },
          201,
        )
      );
    }
    return json({ success: false, message: 'Not found', code: 'not_found' }, 404);
  });
}

function renderPage(url = '/create-room') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/create-room" element={<CreateRoomPage />} />
            <Route path="/create-room/:id" element={<CreateRoomPage />} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const select = () => screen.getByRole('combobox', { name: 'Select Quiz' }) as HTMLSelectElement;
const optionTexts = () => Array.from(select().options).map((o) => o.textContent);
const field = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;
const postedBody = () => {
  const call = fetchMock.mock.calls.find(([url, init]) => url === '/api/rooms' && init?.method === 'POST');
  return call ? (JSON.parse(String(call[1]!.body)) as Record<string, unknown>) : undefined;
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('user', JSON.stringify({ ...me, email: 'ann@example.com', token: 't' }));
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CreateRoomPage', () => {
  it('lists my quizzes as "title (category)" and switches to the public ones', async () => {
    serve();
    renderPage();
    await waitFor(() => expect(optionTexts()).toEqual(['-- Select a Quiz --', 'Capitals of Europe (Geography)']));
    expect(screen.getByRole('button', { name: 'My Quizzes' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Public Quizzes' }));
    await waitFor(() =>
      expect(optionTexts()).toEqual(['-- Select a Quiz --', 'Planets (Science)', 'Capitals of Europe (Geography)']),
    );
    // As many as the server allows (20 here), and the default time until a quiz is chosen.
    await waitFor(() => expect(field('Maximum Participants').value).toBe('20'));
    expect(field('Time Limit (seconds per question)').value).toBe('60');
  });

  it('says so when there are no quizzes of my own', async () => {
    serve({ mine: [] });
    renderPage();
    expect(await screen.findByText(Messages.noOwnQuizzes)).toBeTruthy();
  });

  it('checks the form at its fields before sending anything', async () => {
    serve();
    renderPage();
    await waitFor(() => expect(optionTexts()).toHaveLength(2));
    fireEvent.change(field('Maximum Participants'), { target: { value: '21' } });
    fireEvent.change(field('Time Limit (seconds per question)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Room' }));
    expect(await screen.findByText(Messages.selectQuiz)).toBeTruthy();
    expect(screen.getByText(Messages.maxParticipantsRange(20))).toBeTruthy();
    expect(screen.getByText(Messages.roomTimeLimitRange)).toBeTruthy();
    expect(postedBody()).toBeUndefined();
  });

  it("preselects the quiz it was opened for, under 'Public Quizzes' when it is someone else's", async () => {
    serve();
    renderPage('/create-room/q-pub');
    // The tab follows the quiz once the page has found whose it is: both settle, not necessarily in one render.
    await waitFor(() => {
      expect(select().value).toBe('q-pub');
      expect(screen.getByRole('button', { name: 'Public Quizzes' }).getAttribute('aria-pressed')).toBe('true');
    });
  });

  it('creates the room with the invites split, then shows the code and the ways on', async () => {
    serve();
    renderPage();
    await waitFor(() => expect(optionTexts()).toHaveLength(2));
    fireEvent.change(select(), { target: { value: 'q-mine' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Invite Users/ }), {
      target: { value: ' bob , ,carol@example.com ' },
    });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Who can join' }).value).toBe('anyone');
    fireEvent.change(screen.getByRole('combobox', { name: 'Who can join' }), { target: { value: 'accounts' } });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Game mode' }).value).toBe('self_paced');
    fireEvent.change(screen.getByRole('combobox', { name: 'Game mode' }), { target: { value: 'host_paced' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Room' }));
    expect(await screen.findByRole('heading', { name: Messages.roomCreated })).toBeTruthy();
    expect(postedBody()).toEqual({
      quizId: 'q-mine',
      maxParticipants: 20,
      // The chosen quiz's own seconds per question.
      timeLimit: 30,
      invites: ['bob', 'carol@example.com'],
      allowGuests: false,
      mode: 'host_paced',
      hostId: 'me',
    });
    expect(screen.getByText('XK7P2Q')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy Invite Link' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join Room Now' }).getAttribute('href')).toBe('/room/XK7P2Q');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it("takes the chosen quiz's time per question until the host types one, and keeps what was typed", async () => {
    serve();
    renderPage();
    await waitFor(() => expect(optionTexts()).toHaveLength(2));
    fireEvent.change(select(), { target: { value: 'q-mine' } });
    await waitFor(() => expect(field('Time Limit (seconds per question)').value).toBe('30'));
    fireEvent.change(field('Time Limit (seconds per question)'), { target: { value: '45' } });
    fireEvent.change(select(), { target: { value: '' } });
    fireEvent.change(select(), { target: { value: 'q-mine' } });
    expect(field('Time Limit (seconds per question)').value).toBe('45');
  });

  it("shows the server's reason when the room cannot be created", async () => {
    serve({ create: json({ success: false, message: 'Quiz not found', code: 'not_found' }, 404) });
    renderPage();
    await waitFor(() => expect(optionTexts()).toHaveLength(2));
    fireEvent.change(select(), { target: { value: 'q-mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Room' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Quiz not found');
  });
});
