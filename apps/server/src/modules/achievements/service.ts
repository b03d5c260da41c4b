/**
 * Achievements: a person's activity measured from stored, server-graded records, the catalogue's rules applied to
 * it, and each unlock stored once with its date.
 */
import { eq, sql } from 'drizzle-orm';
import {
  AchievementCatalogue,
  satisfiedAchievements,
  type Achievement,
  type Activity,
} from '@quiz/contract/achievements';
import { rowsOf, type Database } from '../../db/client';
import { userAchievements } from '../../db/schema/progress';
import { gradedQuestionCount } from '../leaderboard/totals';

type ActivityRow = Record<keyof Activity | 'userId' | 'solo' | 'soloPerfect' | 'soloCorrect', string | number | null>;

/**
 * Every measure the rules use, for each of these people, in one statement (each part an index range of their rows):
 * the class of a finished game is checked at once, not one statement per player (issue 41).
 */
export async function activitiesOf(db: Database, userIds: readonly string[]): Promise<Map<string, Activity>> {
  // Ids are uuids (hex and dashes): one array parameter, however many people.
  const ids = `{${[...new Set(userIds)].join(',')}}`;
  const rows = rowsOf<ActivityRow>(
    await db.execute(sql`
      with ids as (select unnest(${ids}::uuid[]) as user_id),
      games as (
        select p.user_id, p.correct_answers, p.rank, ${gradedQuestionCount} as question_count,
               -- Only "at least 2" and "at least 3" matter: counting stops at 3, so a check costs the same in a
               -- room of 3,000 (counting them all made a big game's checks quadratic; issue 41).
               (select count(*) from (select 1 from room_participants o
                                       where o.room_id = r.id and o.user_id <> r.host_id limit 3) three)
                 as players
        from room_participants p join rooms r on r.id = p.room_id
        where p.user_id in (select user_id from ids) and r.status = 'completed' and p.answered_count > 0
          and r.host_id <> p.user_id
      ), played as (
        select user_id, count(*) as games,
               count(*) filter (where correct_answers = question_count and question_count > 0) as perfect,
               coalesce(sum(correct_answers), 0) as correct,
               count(*) filter (where rank = 1 and players >= 2) as wins,
               count(*) filter (where rank <= 3 and players >= 3) as podiums
        from games group by user_id
      ), solo as (
        select user_id, count(*) as attempts,
               count(*) filter (where correct_answers = total_questions and total_questions > 0) as perfect,
               coalesce(sum(correct_answers), 0) as correct
        from submissions where user_id in (select user_id from ids) group by user_id
      )
      select ids.user_id as "userId",
        solo.attempts as "solo", solo.perfect as "soloPerfect", solo.correct as "soloCorrect",
        played.games as "gamesPlayed", played.perfect as "perfectScores", played.correct as "correctAnswers",
        played.wins as "multiplayerWins", played.podiums as "podiums",
        u.best_streak as "bestStreak",
        (select count(*) from quizzes where created_by = ids.user_id) as "quizzesCreated",
        (select count(*) from ratings where user_id = ids.user_id) as "ratingsGiven",
        (select count(*) from friendships where user_id = ids.user_id) as "friends"
      from ids
      left join users u on u.id = ids.user_id
      left join played on played.user_id = ids.user_id
      left join solo on solo.user_id = ids.user_id`),
  );
  const activities = new Map<string, Activity>();
  for (const row of rows) {
    const n = (key: keyof ActivityRow) => Number(row[key] ?? 0);
    activities.set(String(row.userId), {
      quizzesCompleted: n('solo') + n('gamesPlayed'),
      perfectScores: n('soloPerfect') + n('perfectScores'),
      correctAnswers: n('soloCorrect') + n('correctAnswers'),
      gamesPlayed: n('gamesPlayed'),
      multiplayerWins: n('multiplayerWins'),
      podiums: n('podiums'),
      bestStreak: n('bestStreak'),
      quizzesCreated: n('quizzesCreated'),
      ratingsGiven: n('ratingsGiven'),
      friends: n('friends'),
    });
  }
  return activities;
}

/** One person's measures (see activitiesOf). */
export async function activityOf(db: Database, userId: string): Promise<Activity> {
  const activity = (await activitiesOf(db, [userId])).get(userId);
  if (!activity) throw new Error(`no activity read for ${userId}`);
  return activity;
}

const present = (id: string, unlockedAt: Date | null): Achievement => {
  const definition = AchievementCatalogue.find((a) => a.id === id)!;
  return {
    _id: definition.id,
    name: definition.name,
    description: definition.description,
    icon: definition.icon,
    unlocked: unlockedAt !== null,
    unlockedAt: unlockedAt?.toISOString() ?? null,
  };
};

/**
 * Applies the rules to each person's activity now, in two statements for all of them; returns what this call
 * unlocked for each (stored once, even if raced), in the catalogue's order. People with nothing new are left out.
 */
export async function unlockAchievementsFor(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, Achievement[]>> {
  const activities = await activitiesOf(db, userIds);
  const values = [...activities].flatMap(([userId, activity]) =>
    satisfiedAchievements(activity).map((a) => ({ userId, achievementId: a.id })),
  );
  const unlocked = new Map<string, Achievement[]>();
  if (values.length === 0) return unlocked;
  const inserted = await db.insert(userAchievements).values(values).onConflictDoNothing().returning({
    userId: userAchievements.userId,
    id: userAchievements.achievementId,
    unlockedAt: userAchievements.unlockedAt,
  });
  const order = new Map(AchievementCatalogue.map((a, i) => [a.id, i]));
  inserted.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  for (const row of inserted) {
    const list = unlocked.get(row.userId) ?? [];
    list.push(present(row.id, row.unlockedAt));
    unlocked.set(row.userId, list);
  }
  return unlocked;
}

/** One person's new unlocks (see unlockAchievementsFor). */
export async function unlockAchievements(db: Database, userId: string): Promise<Achievement[]> {
  return (await unlockAchievementsFor(db, [userId])).get(userId) ?? [];
}

/** The whole catalogue, each with whether and when this person unlocked it. */
export async function listAchievements(db: Database, userId: string): Promise<Achievement[]> {
  const unlocked = new Map(
    (
      await db
        .select({ id: userAchievements.achievementId, at: userAchievements.unlockedAt })
        .from(userAchievements)
        .where(eq(userAchievements.userId, userId))
    ).map((row) => [row.id, row.at]),
  );
  return AchievementCatalogue.map((a) => present(a.id, unlocked.get(a.id) ?? null));
}
