/**
 * The landing page's "Explore Popular Quizzes": the first public quizzes, at most six (SPEC §9). A plain fetch, not
 * the API client and TanStack Query of the other pages, so that the landing page's visitors download neither; it
 * keeps the app's query policy: a failure that is not the request's own (no answer, a 5xx) is asked again twice,
 * after 1 s and 2 s, and the last list read is shown at once when the page is drawn again (a language switch
 * redraws it) while it is read afresh.
 */
import { useEffect, useState } from 'react';
import { QuizLimits } from '@quiz/contract/limits';
import type { QuizListResponse, QuizSummary } from '@quiz/contract/quizzes';

const retryDelays = [1000, 2000];

class ReadFailed extends Error {
  constructor(readonly status: number) {
    super(`The public quizzes answered ${status}`);
  }
}

async function readOnce(signal: AbortSignal): Promise<QuizSummary[]> {
  const response = await fetch(`/api/quizzes/public?limit=${QuizLimits.landingQuizzes}`, { signal });
  if (!response.ok) throw new ReadFailed(response.status);
  const body = (await response.json()) as QuizListResponse;
  return body.data.slice(0, QuizLimits.landingQuizzes);
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    signal.addEventListener('abort', stop, { once: true });
  });

export async function getPopularQuizzes(signal: AbortSignal): Promise<QuizSummary[]> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await readOnce(signal);
    } catch (error) {
      const refused = error instanceof ReadFailed && error.status >= 400 && error.status < 500;
      if (signal.aborted || refused || attempt >= retryDelays.length) throw error;
      await pause(retryDelays[attempt]!, signal);
    }
  }
}

export type PopularQuizzes = { status: 'pending' } | { status: 'error' } | { status: 'success'; data: QuizSummary[] };

let lastRead: QuizSummary[] | undefined;

/** Forgets the last list read, so that the next page starts from its spinner (tests start afresh with it). */
export function forgetPopularQuizzes() {
  lastRead = undefined;
}

export function usePopularQuizzes(): PopularQuizzes {
  const [state, setState] = useState<PopularQuizzes>(() =>
    lastRead ? { status: 'success', data: lastRead } : { status: 'pending' },
  );
  useEffect(() => {
    const controller = new AbortController();
    getPopularQuizzes(controller.signal).then(
      (data) => {
        lastRead = data;
        setState({ status: 'success', data });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
