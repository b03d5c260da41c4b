import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QuizListResponse } from '@quiz/contract/quizzes';
import { api } from '../api-client';
import { quizKeys } from './keys';

export interface ListParams {
  page: number;
  limit: number;
  search?: string;
}

function query(params: ListParams, extra: Record<string, string> = {}) {
  const search = new URLSearchParams({ page: String(params.page), limit: String(params.limit), ...extra });
  if (params.search) search.set('search', params.search);
  return search.toString();
}

export const listMyQuizzes = (params: ListParams) =>
  api<QuizListResponse>(`/quizzes?${query(params, { createdBy: 'me' })}`);
export const listPublicQuizzes = (params: ListParams) => api<QuizListResponse>(`/quizzes/public?${query(params)}`);

export const useMyQuizzes = (params: ListParams) =>
  useQuery({
    queryKey: quizKeys.mine(params),
    queryFn: () => listMyQuizzes(params),
    placeholderData: keepPreviousData,
  });
export const usePublicQuizzes = (params: ListParams) =>
  useQuery({
    queryKey: quizKeys.public(params),
    queryFn: () => listPublicQuizzes(params),
    placeholderData: keepPreviousData,
  });
