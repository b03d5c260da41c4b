/** Unlocked achievements reach a logged-in person on any page: a toast each, and the list is read again. */
import type { QueryClient } from '@tanstack/react-query';
import type { AchievementsUnlockedEvent } from '@quiz/contract/achievements';
import type { RealtimeSocket } from '../../lib/socket';
import { achievementKeys } from './api/get-achievements';
import { showAchievementUnlocked } from './components/achievement-toast';

export function listenForAchievements(socket: RealtimeSocket, queryClient: QueryClient) {
  const onUnlocked = ({ achievements }: AchievementsUnlockedEvent) => {
    for (const achievement of achievements) showAchievementUnlocked(achievement);
    void queryClient.invalidateQueries({ queryKey: achievementKeys.all });
  };
  socket.on('achievements-unlocked', onUnlocked);
  return () => {
    socket.off('achievements-unlocked', onUnlocked);
  };
}
