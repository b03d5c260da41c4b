import toast from 'react-hot-toast';
import type { Achievement } from '@quiz/contract/achievements';
import { Messages } from '../../../i18n/messages';
import { achievementText } from '../lib/achievement-text';
import { AchievementIcon } from './achievement-icon';

/** SPEC §4, §9: each unlocked achievement shows for 5 seconds at the bottom right, on whatever page the user is. */
export function showAchievementUnlocked(achievement: Achievement) {
  toast(
    () => {
      const { name, description } = achievementText(achievement);
      return (
        <span className="flex items-center gap-3 text-sm">
          <AchievementIcon icon={achievement.icon} unlocked className="h-10 w-10" />
          <span className="flex flex-col">
            <span className="font-semibold">{Messages.achievementUnlocked(name)}</span>
            <span className="text-slate-600">{description}</span>
          </span>
        </span>
      );
    },
    { id: `achievement-${achievement._id}`, duration: 5000, position: 'bottom-right' },
  );
}
