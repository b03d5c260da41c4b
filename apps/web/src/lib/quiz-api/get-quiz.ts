import { useQuery } from '@tanstack/react-query';
import type { QuizResponse } from '@quiz/contract/quizzes';
import { api } from '../api-client';
import { quizKeys } from './keys';

export const getQuiz = (id: string) => api<QuizResponse>(`/quizzes/${encodeURIComponent(id)}`).then((r) => r.data);

export const useQuiz = (id: string | undefined) =>
  useQuery({ queryKey: quizKeys.detail(id ?? ''), queryFn: () => getQuiz(id!), enabled: Boolean(id) });
