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

/** Every measure the rules use, in one statement (each part is an index range of this person's rows). */
export async function activityOf(db: Database, userId: string): Promise<Activity> {
  const [row] = rowsOf<Record<keyof Activity | 'solo' | 'soloPerfect' | 'soloCorrect', string | number>>(
    await db.execute(sql`
      with games as (
        select p.correct_answers, p.rank, ${gradedQuestionCount} as question_count,
               -- Only "at least 2" and "at least 3" matter: counting stops at 3, so a check costs the same in a
               -- room of 3,000 (counting them all made a big game's checks quadratic; issue 41).
               (select count(*) from (select 1 from room_participants o
                                       where o.room_id = r.id and o.user_id <> r.host_id limit 3) three)
                 as players
        from room_participants p join rooms r on r.id = p.room_id
        where p.user_id = ${userId} and r.status = 'completed' and p.answered_count > 0 and r.host_id <> p.user_id
      ), solo as (
        select count(*) as attempts,
               count(*) filter (where correct_answers = total_questions and total_questions > 0) as perfect,
               coalesce(sum(correct_answers), 0) as correct
        from submissions where user_id = ${userId}
      )
      select
        (select attempts from solo) as "solo",
        (select perfect from solo) as "soloPerfect",
        (select correct from solo) as "soloCorrect",
        (select count(*) from games) as "gamesPlayed",
        (select count(*) from games where correct_answers = question_count and question_count > 0) as "perfectScores",
        (select coalesce(sum(correct_answers), 0) from games) as "correctAnswers",
        (select count(*) from games where rank = 1 and players >= 2) as "multiplayerWins",
        (select count(*) from games where rank <= 3 and players >= 3) as "podiums",
        (select best_streak from users where id = ${userId}) as "bestStreak",
        (select count(*) from quizzes where created_by = ${userId}) as "quizzesCreated",
        (select count(*) from ratings where user_id = ${userId}) as "ratingsGiven",
        (select count(*) from friendships where user_id = ${userId}) as "friends"`),
  );
  const n = (key: string) => Number(row?.[key as keyof typeof row] ?? 0);
  return {
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
  };
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

/** Applies the rules to the person's activity now; returns what this call unlocked (stored once, even if raced). */
export async function unlockAchievements(db: Database, userId: string): Promise<Achievement[]> {
  const satisfied = satisfiedAchievements(await activityOf(db, userId));
  if (satisfied.length === 0) return [];
  const inserted = await db
    .insert(userAchievements)
    .values(satisfied.map((a) => ({ userId, achievementId: a.id })))
    .onConflictDoNothing()
    .returning({ id: userAchievements.achievementId, unlockedAt: userAchievements.unlockedAt });
  const order = new Map(AchievementCatalogue.map((a, i) => [a.id, i]));
  return inserted.sort((a, b) => order.get(a.id)! - order.get(b.id)!).map((row) => present(row.id, row.unlockedAt));
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
