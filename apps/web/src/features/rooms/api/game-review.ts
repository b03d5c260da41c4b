import { useQuery } from '@tanstack/react-query';
import type { GameReview, PlayedGame } from '@quiz/contract/reports';
import { api } from '../../../lib/api-client';
import { roomKeys } from './keys';

/** A finished game as the caller played it; `id` names an older room that had the same code. */
export const getGameReview = (code: string, id?: string) =>
  api<{ success: true; data: GameReview }>(
    `/rooms/${encodeURIComponent(code)}/review${id ? `?id=${encodeURIComponent(id)}` : ''}`,
  ).then((r) => r.data);

export const useGameReview = (code: string | undefined, options: { id?: string; enabled?: boolean } = {}) =>
  useQuery({
    queryKey: roomKeys.review(code ?? '', options.id),
    queryFn: () => getGameReview(code!, options.id),
    enabled: Boolean(code) && options.enabled !== false,
    // A review does not change once the game is over.
    staleTime: Infinity,
  });

export const listPlayedGames = () => api<{ success: true; data: PlayedGame[] }>('/rooms/played').then((r) => r.data);

export const usePlayedGames = () => useQuery({ queryKey: roomKeys.played, queryFn: listPlayedGames });

/** The page that re-opens a finished game's review (by id: a finished room's code may be given to a later room). */
export const reviewLink = (game: { code: string; _id: string }) =>
  `/room/${game.code}/review?id=${encodeURIComponent(game._id)}`;
