import { untilTypeset } from '../../../test-utils/until-typeset';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import type { HostPacedView } from '@quiz/contract/rooms';
import { fakeApi } from '../../../test-utils/fake-api';
import { fake } from '../../../test-utils/fake-socket';
import { renderWithApp, storeTestSession } from '../../../test-utils/render';
import { participantFor, personOf, roomOf } from '../../../test-utils/rooms';
import { HostPacedPlay } from '../components/host-paced-play';
import type { RoomLive } from '../hooks/use-room-live';
import { PresenterPage } from './presenter-page';

vi.mock('../../../lib/socket', async () => (await import('../../../test-utils/fake-socket')).fakeSocketModule);

const host = personOf('host', 'Hannah');
const ann = personOf('ann', 'Ann');
const running = roomOf([participantFor(host), participantFor(ann)], {
  status: 'in_progress',
  mode: 'host_paced',
  isCreator: true,
  startedAt: '2025-05-01T10:05:00.000Z',
});

/** The first question, closed: a quadratic, its two roots offered, and why the answer is right. */
const closed: HostPacedView = {
  code: 'XK7P2Q',
  phase: 'results',
  index: 0,
  total: 3,
  question: {
    _id: 'q1',
    kind: 'single',
    image: null,
    points: 'standard',
    content: 'Solve $x^2 + 3x - 4 = 0$ for $x > 0$',
    options: [
      { _id: 'o1', label: '$x = 1$' },
      { _id: 'o2', label: '$x = -4$' },
    ],
  },
  limitMs: 30_000,
  remainingMs: 0,
  answeredCount: 1,
  playerCount: 1,
  answered: true,
  myOptionId: 'o1',
  myAnswer: { optionIds: ['o1'] },
  results: {
    counts: [
      { optionId: 'o1', count: 1 },
      { optionId: 'o2', count: 0 },
    ],
    correctOptionIds: ['o1'],
    acceptedAnswers: [],
    correctCount: 1,
    explanation: 'It factors as $(x + 4)(x - 1) = 0$, and only **one** root is positive.',
  },
  you: { correct: true, points: 950, score: 950, rank: 1 },
  scoreboard: null,
};

beforeEach(() => fake.reset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a host-paced question with math, once it has closed', () => {
  it('shows the presenter the typeset question and options, and why the answer is right under "Why"', async () => {
    storeTestSession(host);
    fakeApi([['GET', '/rooms/XK7P2Q', () => ({ success: true, data: running })]]);
    fake.request.mockImplementation(async (_socket: unknown, event: string) =>
      event === 'get-game-state' ? closed : running,
    );
    renderWithApp(
      <Routes>
        <Route path="/room/:code/present" element={<PresenterPage />} />
      </Routes>,
      '/room/XK7P2Q/present',
    );
    const why = await screen.findByRole('heading', { name: 'Why', level: 3 });
    const explanation = why.parentElement!;
    await untilTypeset(() => expect(explanation.querySelector('.katex math')).not.toBeNull());
    expect(explanation.querySelector('strong')?.textContent).toBe('one');
    expect(explanation.className).toContain('text-2xl');

    const question = screen.getByRole('heading', { level: 2 });
    await untilTypeset(() => expect(question.querySelectorAll('.katex')).toHaveLength(2));
    expect(question.className).toContain('text-4xl');
    const answers = screen.getByRole('list', { name: 'Answers' });
    await untilTypeset(() =>
      expect(within(answers).getAllByRole('listitem')[0]!.querySelector('.katex')).not.toBeNull(),
    );
  });

  it("shows a player's phone the explanation after their outcome", async () => {
    storeTestSession(ann);
    fakeApi([['GET', '/rooms/XK7P2Q/state', () => ({ success: true, data: closed })]]);
    const live: RoomLive = {
      socket: null,
      status: 'disconnected',
      connected: false,
      settled: true,
      restarting: false,
      reconnect: () => {},
      joined: false,
      joinError: null,
      progress: null,
      removed: false,
    };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <HostPacedPlay room={{ ...running, isCreator: false }} live={live} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Correct!')).toBeTruthy();
    const why = screen.getByText('Why');
    await untilTypeset(() => expect(why.parentElement!.querySelector('.katex math')).not.toBeNull());
    // Outside the outcome's live region, which would read it all out at once.
    expect(screen.getByText('Correct!').closest('[role="status"]')!.contains(why)).toBe(false);
  });
});
