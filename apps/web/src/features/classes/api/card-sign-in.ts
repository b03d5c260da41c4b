/** The card sign-in page's calls: no session needed. */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cardClassResponse, CardSignInInput } from '@quiz/contract/classes';
import type { LoginResponse } from '@quiz/contract/users';
import { api } from '../../../lib/api-client';

export type CardClass = z.infer<typeof cardClassResponse>['data'];

/** The class with this code and its card students' names, for a student to pick theirs. */
export const getCardClass = (code: string) =>
  api<z.infer<typeof cardClassResponse>>(`/class-cards/${encodeURIComponent(code)}`).then((r) => r.data);

/** Signs a card student in: the same answer as a login (a token and the account). */
export const cardSignIn = (input: CardSignInInput) =>
  api<LoginResponse>('/class-cards/sign-in', { method: 'POST', body: input });

export const useCardClass = () => useMutation({ mutationFn: getCardClass });
export const useCardSignIn = () => useMutation({ mutationFn: cardSignIn });
