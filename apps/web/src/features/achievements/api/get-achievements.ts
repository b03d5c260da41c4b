import { useQuery } from '@tanstack/react-query';
import type { AchievementsResponse } from '@quiz/contract/achievements';
import { api } from '../../../lib/api-client';

export const achievementKeys = { all: ['achievements'] as const };

/** The whole catalogue with what the user has unlocked (SPEC §7 GET /achievements). */
export const getAchievements = () => api<AchievementsResponse>('/achievements').then((r) => r.data);

export const useAchievements = () => useQuery({ queryKey: achievementKeys.all, queryFn: getAchievements });
