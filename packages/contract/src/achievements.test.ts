import { describe, expect, it } from 'vitest';
import { AchievementCatalogue, AchievementMetrics, satisfiedAchievements, type Activity } from './achievements';

const none: Activity = Object.fromEntries(AchievementMetrics.map((m) => [m, 0])) as Activity;

describe('the achievements catalogue', () => {
  it('has at least 12 achievements with unique ids and names, including the five the landing page shows', () => {
    expect(AchievementCatalogue.length).toBeGreaterThanOrEqual(12);
    expect(new Set(AchievementCatalogue.map((a) => a.id)).size).toBe(AchievementCatalogue.length);
    expect(new Set(AchievementCatalogue.map((a) => a.name)).size).toBe(AchievementCatalogue.length);
    const names = AchievementCatalogue.map((a) => a.name);
    for (const name of ['Quiz Master', 'Champion', 'LEGEND', 'Expert', 'Ultimate Quizzer']) {
      expect(names).toContain(name);
    }
  });

  it('states each rule in its description, with its number', () => {
    for (const a of AchievementCatalogue) {
      if (a.threshold > 1) expect(a.description).toContain(String(a.threshold));
    }
  });

  it('unlocks nothing for someone who has done nothing', () => {
    expect(satisfiedAchievements(none)).toEqual([]);
  });

  it.each(AchievementCatalogue.map((a) => [a.name, a] as const))(
    '%s unlocks exactly at its threshold, not one below',
    (_name, achievement) => {
      const below = { ...none, [achievement.metric]: achievement.threshold - 1 };
      const at = { ...none, [achievement.metric]: achievement.threshold };
      expect(satisfiedAchievements(below)).not.toContainEqual(achievement);
      expect(satisfiedAchievements(at)).toContainEqual(achievement);
    },
  );

  it('unlocks every lower step of a ladder together (Quiz Master brings First Steps and Quiz Enthusiast)', () => {
    const ids = satisfiedAchievements({ ...none, quizzesCompleted: 50 }).map((a) => a.id);
    expect(ids).toEqual(['first-steps', 'quiz-enthusiast', 'quiz-master']);
  });
});
