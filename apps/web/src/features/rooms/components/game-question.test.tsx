import { untilTypeset } from '../../../test-utils/until-typeset';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { Messages } from '@quiz/contract/messages';
import type { PlayerState } from '@quiz/contract/rooms';
import { useGamePlay } from '../hooks/use-game-play';
import { GameQuestion } from './game-question';

const question = (index: number, remainingMs = 10_000): PlayerState => ({
  status: 'in_progress',
  total: 3,
  answeredCount: index,
  finished: false,
  question: {
    index,
    question: {
      _id: `q${index}`,
      kind: 'single',
      image: null,
      points: 'standard',
      content: `Question text ${index}`,
      options: [
        { _id: `q${index}-a`, label: 'Paris' },
        { _id: `q${index}-b`, label: 'Rome' },
      ],
    },
    limitMs: 10_000,
    remainingMs,
    answered: false,
  },
});
const finished: PlayerState = { status: 'in_progress', total: 3, answeredCount: 3, finished: true, question: null };

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }));
const states: PlayerState[] = [];
let answer: () => Response;

function Harness({ onGameOver = () => {} }: { onGameOver?: () => void }) {
  const game = useGamePlay({ code: 'ABC123', socket: null, enabled: true, onGameOver });
  return <GameQuestion game={game} />;
}

const questionCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/rooms/ABC123/question').length;
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  states.length = 0;
  answer = () => ok({ accepted: true, questionId: 'q0', answeredCount: 1, total: 3, finished: false });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url === '/api/rooms/ABC123/question') return ok(states.shift() ?? finished);
    if (url === '/api/rooms/ABC123/answer') return answer();
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('playing a live game', () => {
  it('shows the question with its countdown, locks the options after a pick and moves on 1.5 s later', async () => {
    states.push(question(0), question(1));
    render(<Harness />);
    await settle();
    expect(screen.getByText('Question 1 of 3')).toBeTruthy();
    expect(screen.getByText('Question text 0')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toContain('10s');
    await wait(3_000);
    expect(screen.getByRole('timer').textContent).toContain('7s');

    fireEvent.click(screen.getByRole('button', { name: 'Rome' }));
    await settle();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/rooms/ABC123/answer')!;
    expect(JSON.parse(String(init!.body))).toEqual({ questionId: 'q0', answerId: 'q0-b' });
    expect(screen.getByText('Answer submitted! Moving to next question...')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Paris' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Rome' }).getAttribute('aria-pressed')).toBe('true');

    await wait(1_400);
    expect(questionCalls()).toBe(1);
    await wait(100);
    expect(questionCalls()).toBe(2);
    expect(screen.getByText('Question 2 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Paris' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('typesets a question and options written with math, the heading still a heading', async () => {
    const maths = question(0);
    maths.question!.question = {
      ...maths.question!.question,
      content: 'Which is $\\sqrt{16}$?',
      options: [
        { _id: 'q0-a', label: '$4$' },
        { _id: 'q0-b', label: '$\\frac{1}{4}$' },
      ],
    };
    states.push(maths);
    render(<Harness />);
    await settle();
    const heading = screen.getByRole('heading', { level: 2 });
    await untilTypeset(async () => {
      await settle();
      expect(heading.querySelector('.katex math msqrt')).not.toBeNull();
    });
    await untilTypeset(() => expect(screen.getAllByRole('button')[1]!.querySelector('.katex mfrac')).not.toBeNull());
  });

  it('resumes with the time the server says is left', async () => {
    states.push(question(1, 4_200));
    render(<Harness />);
    await settle();
    expect(screen.getByText('Question 2 of 3')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toContain('5s');
  });

  it('says time is up at zero without an answer and asks for the next question 1 s later', async () => {
    states.push(question(0, 2_000), question(1));
    render(<Harness />);
    await settle();
    await wait(2_000);
    expect(screen.getByText('Time is up! Moving to next question...')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(questionCalls()).toBe(1);
    await wait(1_000);
    expect(questionCalls()).toBe(2);
    expect(screen.getByText('Question 2 of 3')).toBeTruthy();
  });

  it('says the answer is in and moves on when it was already taken (sent again after a dropped connection)', async () => {
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    states.push(question(0), question(1));
    answer = () =>
      new Response(
        JSON.stringify({
          success: false,
          message: Messages.alreadyAnswered,
          messageKey: 'alreadyAnswered',
          code: 'conflict',
        }),
        { status: 409 },
      );
    render(<Harness />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Paris' }));
    await settle();
    expect(screen.getByText('Question 2 of 3')).toBeTruthy();
    expect(success).toHaveBeenCalledWith(Messages.answerSubmitted);
    expect(error).not.toHaveBeenCalled();
  });

  it('lets the player pick again when the answer could not be sent', async () => {
    states.push(question(0));
    answer = () =>
      new Response(JSON.stringify({ success: false, message: 'Server busy', code: 'internal' }), { status: 500 });
    render(<Harness />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Paris' }));
    await settle();
    expect((screen.getByRole('button', { name: 'Paris' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText('Answer submitted! Moving to next question...')).toBeNull();
  });

  it('waits for the results once every question is done', async () => {
    states.push(finished);
    render(<Harness />);
    await settle();
    expect(screen.getByText("You've completed all questions! Waiting for results...")).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Waiting for results' })).toBeTruthy();
  });

  it('confirms the last answer for 1.5 s before handing over to the results', async () => {
    const onGameOver = vi.fn();
    states.push(question(2), { ...finished, status: 'completed' });
    render(<Harness onGameOver={onGameOver} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Paris' }));
    await settle();
    expect(screen.getByText('Answer submitted! Moving to next question...')).toBeTruthy();
    await wait(1_000);
    expect(onGameOver).not.toHaveBeenCalled();
    await wait(500);
    expect(onGameOver).toHaveBeenCalledOnce();
    expect(screen.getByText("You've completed all questions! Waiting for results...")).toBeTruthy();
  });

  it('hands over to the page when the game is no longer running', async () => {
    const onGameOver = vi.fn();
    states.push({ ...finished, status: 'completed' });
    render(<Harness onGameOver={onGameOver} />);
    await settle();
    expect(onGameOver).toHaveBeenCalledOnce();
  });
});
