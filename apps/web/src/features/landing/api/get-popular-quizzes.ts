import { useQuery } from '@tanstack/react-query';
import { QuizLimits } from '@quiz/contract/limits';
import type { QuizListResponse, QuizSummary } from '@quiz/contract/quizzes';
import { api } from '../../../lib/api-client';

/** The landing page's "Explore Popular Quizzes": the first public quizzes, at most six (SPEC §9). */
export const popularQuizzesQueryKey = ['quizzes', 'public', 'landing'] as const;

export const getPopularQuizzes = (): Promise<QuizSummary[]> =>
  api<QuizListResponse>(`/quizzes/public?limit=${QuizLimits.landingQuizzes}`).then((response) =>
    response.data.slice(0, QuizLimits.landingQuizzes),
  );

export const usePopularQuizzes = () => useQuery({ queryKey: popularQuizzesQueryKey, queryFn: getPopularQuizzes });
