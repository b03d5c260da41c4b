import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cardsResponse } from '@quiz/contract/classes';
import { api } from '../../../lib/api-client';
import { classKeys } from './keys';

export type LoginCards = z.infer<typeof cardsResponse>['data'];

/** The login cards of a class's card students, by name, for printing. */
export const getCards = (classId: string) =>
  api<z.infer<typeof cardsResponse>>(`/classes/${encodeURIComponent(classId)}/cards`).then((r) => r.data);

export const useCards = (classId: string) =>
  useQuery({ queryKey: classKeys.cards(classId), queryFn: () => getCards(classId) });
