import type { Achievement } from '@quiz/contract/achievements';
import { i18next } from '../../../i18n';

/**
 * An achievement's name and description in the reader's language: the message files hold the catalogue's
 * (packages/contract/src/achievements.ts) words under its id; one the files do not know yet reads as the server sent it.
 */
export function achievementText(achievement: Pick<Achievement, '_id' | 'name' | 'description'>) {
  return {
    name: i18next.t(`achievementList.${achievement._id}.name`, { defaultValue: achievement.name }) as string,
    description: i18next.t(`achievementList.${achievement._id}.description`, {
      defaultValue: achievement.description,
    }) as string,
  };
}
