/**
 * How a game ends, whoever ends it: the host, the last question of a host-paced game, the class finishing a
 * self-paced game, or its deadline passing. Ending is one conditional update (one caller wins, on any instance),
 * with the ranks and the leaderboard's totals in the same transaction.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { RoomLimits } from '@quiz/contract/limits';
import type { AppContext } from '../../context';
import type { Transaction } from '../../db/client';
import { roomAnswers, roomParticipants, rooms } from '../../db/schema/rooms';
import { users } from '../../db/schema/users';
import { rankParticipants } from '../../game/rules';
import { overtimeAt } from '../../game/self-paced';
import { recordGame } from '../leaderboard/totals';
import { roomColumns, type RoomMeta } from './room-rows';
import { findRoomById } from './store';

/**
 * Ends the room if `where` still holds (one caller wins); the ended room, or undefined. The ranks and the leaderboard's
 * totals are written in the same transaction, so no reader (and no crash between two statements) ever sees a
 * completed room without them. The room is told once it is committed.
 */
export async function completeRoom(
  ctx: AppContext,
  where: SQL | undefined,
  endedByHost: boolean,
  endedAt = new Date(),
) {
  const finished = await ctx.db.transaction(async (tx) => {
    const [ended] = await tx
      .update(rooms)
      .set({ status: 'completed', phase: null, endedByHost, endedAt })
      .where(where)
      .returning(roomColumns);
    return ended && { ended, standings: await rankGame(tx, ended) };
  });
  if (!finished) return undefined;
  const { ended, standings } = finished;
  ctx.gameCache.dropRoom(ended.id);
  ctx.roomEvents.ended(ended, ended.endedByHost);
  // Achievements are for accounts; a guest who registers later has theirs checked when they claim the game.
  ctx.achievements.check(standings.filter((p) => !p.guest).map((p) => p.userId));
  return ended;
}

/** Ranks the players (score, then less time; full ties share), stores the ranks and adds the game to the totals. */
async function rankGame(tx: Transaction, room: RoomMeta) {
  const everyone = await tx
    .select({
      id: roomParticipants.id,
      userId: roomParticipants.userId,
      score: roomParticipants.score,
      totalAnswerMs: roomParticipants.totalAnswerMs,
      guest: sql<boolean>`${users.guestRoomId} is not null`,
    })
    .from(roomParticipants)
    .innerJoin(users, eq(users.id, roomParticipants.userId))
    .where(eq(roomParticipants.roomId, room.id));
  // The host runs the game (self-paced) or presents it (host-paced): they are not ranked.
  const standings = everyone.filter((p) => p.userId !== room.hostId);
  const ranked = rankParticipants(standings);
  if (ranked.length > 0) {
    const values = sql.join(
      ranked.map((r) => sql`(${r.id}::uuid, ${r.rank}::int)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${roomParticipants} set rank = v.rank from (values ${values}) as v(id, rank) where ${roomParticipants.id} = v.id`,
    );
  }
  await recordGame(tx, room.id, room.endedAt ?? new Date());
  return standings;
}

/** How long after an answer the next question it served opens. */
const servedWithAnswer = sql.raw(`interval '${RoomLimits.answerAdvanceDelayMs} milliseconds'`);

/** A running self-paced game past its overtime completes now, without those who went away. */
export async function completeIfOvertime(ctx: AppContext, room: RoomMeta, now = new Date()) {
  const at = overtimeAt(room);
  if (room.status !== 'in_progress' || at === null || now.getTime() < at) return room;
  const completed = await completeRoom(ctx, and(eq(rooms.id, room.id), eq(rooms.status, 'in_progress')), false, now);
  return completed ?? findRoomById(ctx, room.id);
}

/**
 * Completes a self-paced game once the class is done: every player still here (not gone past the presence grace)
 * has finished, and at least one player has (a whole class dropping off the network at once does not end it; the
 * deadline does). The host runs the game and is not waited for. Only one caller, on any instance, wins the update.
 */
export async function completeIfEveryoneFinished(ctx: AppContext, roomId: string) {
  const players = sql`${roomParticipants.roomId} = ${roomId} and ${roomParticipants.userId} <> ${rooms.hostId}`;
  await completeRoom(
    ctx,
    and(
      eq(rooms.id, roomId),
      eq(rooms.status, 'in_progress'),
      eq(rooms.mode, 'self_paced'),
      // Still here: no gone mark, or a question served or answered since (someone playing over HTTP). A question
      // served with an answer (self-paced.ts: it opens after the pause) was served at that answer's moment, which
      // the answers' clause judges: leaving during the pause is leaving.
      sql`not exists (select 1 from ${roomParticipants} where ${players}
              and ${roomParticipants.answeredCount} < ${rooms.questionCount}
              and (${roomParticipants.leftAt} is null
                   or (${roomParticipants.servedAt} > ${roomParticipants.leftAt}
                       and not exists (select 1 from ${roomAnswers}
                                        where ${roomAnswers.participantId} = ${roomParticipants.id}
                                          and ${roomAnswers.answeredAt} = ${roomParticipants.servedAt} - ${servedWithAnswer}))
                   or exists (select 1 from ${roomAnswers} where ${roomAnswers.participantId} = ${roomParticipants.id}
                                and ${roomAnswers.answeredAt} > ${roomParticipants.leftAt})))`,
      sql`exists (select 1 from ${roomParticipants} where ${players}
              and ${roomParticipants.answeredCount} >= ${rooms.questionCount})`,
    ),
    false,
  );
}

/** Whoever plays may go past the deadline: the room completes then without those who went away. */
export function scheduleOvertime(ctx: AppContext, room: RoomMeta) {
  const at = overtimeAt(room);
  if (at === null) return;
  ctx.gameCache.schedule(room.id, at - Date.now(), () =>
    completeIfOvertime(ctx, room).catch((error: unknown) => ctx.log.error({ err: error }, 'overtime check failed')),
  );
}
