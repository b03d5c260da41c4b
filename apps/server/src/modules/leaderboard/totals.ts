/**
 * Keeping the leaderboard's period totals as play is graded: a solo attempt inside the transaction that stores it,
 * a whole game in one statement when it finishes. Each adds to the rows of the periods it falls in (all time, its
 * month, its week), so reading the leaderboard never aggregates attempts.
 */
import { sql, type SQL } from 'drizzle-orm';
import { LeaderboardLimits } from '@quiz/contract/leaderboard';
import { rowsOf, type Database } from '../../db/client';
import { periodRows, previousDay, utcDay } from './periods';
import { soloScoreGain } from './ranking';

type Executor = Pick<Database, 'execute'>;

/** Bumped by every write to the totals in this process, so cached period totals know they may be stale. */
export const totalsWrites = { count: 0 };

const utcMidnight = (day: string) => sql`${`${day}T00:00:00.000Z`}::timestamptz`;

/** The person's streak as it stands today, copied onto their rows for the streak sort. */
const currentStreakOf = (userAlias: SQL, at: Date) =>
  sql`case when ${userAlias}.streak_last_day >= ${previousDay(utcDay(at))}::date then ${userAlias}.streak_days else 0 end`;

const addToTotals = sql`
  on conflict (period, period_start, user_id) do update set
    score = leaderboard_stats.score + excluded.score,
    correct = leaderboard_stats.correct + excluded.correct,
    questions = leaderboard_stats.questions + excluded.questions,
    attempts = leaderboard_stats.attempts + excluded.attempts,
    time_seconds = leaderboard_stats.time_seconds + excluded.time_seconds,
    streak = excluded.streak,
    updated_at = now()`;

export interface GradedAttempt {
  submissionId: string;
  userId: string;
  quizId: string;
  correct: number;
  questions: number;
  timeSeconds: number;
  at: Date;
}

/** Adds a solo attempt; its score is only what it improves on the best earlier attempt at the quiz, per period. */
export async function recordSoloAttempt(db: Executor, attempt: GradedAttempt) {
  totalsWrites.count++;
  const periods = periodRows(attempt.at);
  const [best] = rowsOf<Record<string, number | null>>(
    await db.execute(sql`
      select ${sql.join(
        periods.map(
          ([period, start]) =>
            sql`max(correct_answers) filter (where completed_at >= ${utcMidnight(start)}) as ${sql.identifier(period)}`,
        ),
        sql`, `,
      )}
      from submissions
      where user_id = ${attempt.userId} and quiz_id = ${attempt.quizId} and id <> ${attempt.submissionId}`),
  );
  const values = periods.map(
    ([period, start]) =>
      sql`(${period}, ${start}::date, ${soloScoreGain(attempt.correct, best?.[period] ?? null)}::int)`,
  );
  await db.execute(sql`
    insert into leaderboard_stats (period, period_start, user_id, score, correct, questions, attempts, time_seconds, streak)
    select v.period, v.start, u.id, v.gain, ${attempt.correct}, ${attempt.questions}, 1, ${attempt.timeSeconds},
           ${currentStreakOf(sql`u`, attempt.at)}
    from (values ${sql.join(values, sql`, `)}) as v(period, start, gain)
    join users u on u.id = ${attempt.userId}
    ${addToTotals}`);
}

/**
 * Adds a finished game for everyone with an account who answered in it (guests are not on the leaderboard): each
 * correct answer counts, as in solo play. `onlyUserId`: just that person (a guest's result claimed by an account).
 */
/** A game's questions that count (a poll does not, issue 16), kept on the room as it starts: accuracy is out of these. */
export const gradedQuestionCount = sql.raw('r.graded_count');

export async function recordGame(db: Executor, roomId: string, at: Date, onlyUserId?: string) {
  totalsWrites.count++;
  const values = periodRows(at).map(([period, start]) => sql`(${period}, ${start}::date)`);
  await db.execute(sql`
    insert into leaderboard_stats (period, period_start, user_id, score, correct, questions, attempts, time_seconds, streak)
    select v.period, v.start, p.user_id, p.correct_answers * ${LeaderboardLimits.pointsPerCorrect}, p.correct_answers,
           ${gradedQuestionCount}, 1, round(p.total_answer_ms / 1000.0)::int, ${currentStreakOf(sql`u`, at)}
    from room_participants p
    join rooms r on r.id = p.room_id
    join users u on u.id = p.user_id
    cross join (values ${sql.join(values, sql`, `)}) as v(period, start)
    where p.room_id = ${roomId} and p.answered_count > 0 and u.guest_room_id is null and p.user_id <> r.host_id
      ${onlyUserId === undefined ? sql`` : sql`and p.user_id = ${onlyUserId}`}
    ${addToTotals}`);
}

/** Streaks that ended (a whole day without a login or activity) drop to 0 on the rows; run once a day is enough. */
export async function endLapsedStreaks(db: Executor, today: string) {
  await db.execute(sql`
    update leaderboard_stats s set streak = 0
    from users u
    where u.id = s.user_id and s.streak > 0
      and (u.streak_last_day is null or u.streak_last_day < ${previousDay(today)}::date)`);
}

/**
 * Every total counted again from the stored attempts and games, by the same rules as above (the best solo attempt
 * at each quiz in the period, every game), for the periods `at` falls in. For bulk loads (the benchmark) and to
 * check that the running totals are right (`only` these people); the migration that added the totals ran the same
 * statement.
 */
export async function rebuildTotals(db: Executor, at: Date, only?: string[]) {
  totalsWrites.count++;
  const periods = periodRows(at).map(([period, start]) => sql`(${period}, ${start}::date)`);
  const whose = (column: SQL) =>
    only
      ? sql`${column} in (${sql.join(
          only.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql`true`;
  await db.execute(sql`delete from leaderboard_stats where ${whose(sql`user_id`)}`);
  await db.execute(sql`
    insert into leaderboard_stats (period, period_start, user_id, score, correct, questions, attempts, time_seconds, streak)
    select p.period, p.start, a.user_id, sum(a.score), sum(a.correct), sum(a.questions), sum(a.attempts),
           sum(a.time_seconds), max(${currentStreakOf(sql`u`, at)})
    from (values ${sql.join(periods, sql`, `)}) as p(period, start)
    cross join lateral (
      select s.user_id, max(s.correct_answers) * ${LeaderboardLimits.pointsPerCorrect} as score,
             sum(s.correct_answers) as correct, sum(s.total_questions) as questions, count(*) as attempts,
             sum(s.time_spent_seconds) as time_seconds
      from submissions s
      where s.completed_at >= (p.start::timestamp at time zone 'UTC') and ${whose(sql`s.user_id`)}
      group by s.user_id, s.quiz_id
      union all
      select rp.user_id, rp.correct_answers * ${LeaderboardLimits.pointsPerCorrect}, rp.correct_answers,
             ${gradedQuestionCount}, 1, round(rp.total_answer_ms / 1000.0)
      from room_participants rp join rooms r on r.id = rp.room_id
      where r.status = 'completed' and rp.answered_count > 0 and rp.user_id <> r.host_id and ${whose(sql`rp.user_id`)}
        and coalesce(r.ended_at, r.created_at) >= (p.start::timestamp at time zone 'UTC')
    ) a
    join users u on u.id = a.user_id and u.guest_room_id is null
    group by p.period, p.start, a.user_id`);
}
