/**
 * A game's start, and the host's End over HTTP and the socket. Starting snapshots the quiz's questions into the room
 * (the game never changes under its players), then either opens the first question for everyone (host-paced) or
 * lets each player start on their own clock with a deadline (self-paced). The host-paced End button is one of the
 * host's actions (host-paced.ts); every ending goes through completion.ts.
 */
import { and, count, eq, ne } from 'drizzle-orm';
import { Say } from '@quiz/contract/message-catalog';
import { RoomLimits } from '@quiz/contract/limits';
import type { AppContext } from '../../context';
import { roomParticipants, rooms, type GameQuestion } from '../../db/schema/rooms';
import type { UserRow } from '../../db/schema/users';
import { badRequest, conflict } from '../../lib/errors';
import { isGraded, stableOrder, type FullQuestion, type OrderKey } from '../../game/questions';
import { deadlineOf, questionLimitMs } from '../../game/self-paced';
import { loadQuestions } from '../quizzes/service';
import { completeRoom, scheduleOvertime } from './completion';
import { limitMsOf } from './game-cache';
import { questionOpened } from './host-paced';
import { openQuestionColumns } from './host-paced-state';
import { roomColumns } from './room-rows';
import { findHostedRoom } from './store';
import { presentFor } from './views';

export async function startRoom(ctx: AppContext, options: { code: string | undefined; user: UserRow }) {
  const room = await findHostedRoom(ctx, options.code, options.user, Say.onlyHostCanStart);
  if (room.status === 'in_progress') throw conflict(Say.roomAlreadyStarted);
  if (room.status === 'completed') throw conflict(Say.roomCompleted);
  const [players] = await ctx.db
    .select({ n: count() })
    .from(roomParticipants)
    .where(and(eq(roomParticipants.roomId, room.id), ne(roomParticipants.userId, room.hostId)));
  if ((players?.n ?? 0) < 1) throw badRequest(Say.needParticipant);
  // A room's quiz is gone only once the room has finished (deleting a quiz closes its open rooms).
  if (room.quizId === null) throw conflict(Say.roomCompleted);
  const questions = gameQuestionsOf(await loadQuestions(ctx.db, room.quizId), ctx.jwtSecret);
  const startedAt = new Date();
  const hostPaced = room.mode === 'host_paced';
  const [started] = await ctx.db
    .update(rooms)
    .set({
      status: 'in_progress',
      questions,
      questionCount: questions.length,
      gradedCount: questions.filter(isGraded).length,
      startedAt,
      // Host-paced: the first question opens for everyone as the game starts.
      ...(hostPaced
        ? openQuestionColumns(0, startedAt, questionLimitMs(questions[0]?.timeLimit, limitMsOf(room)))
        : {
            closesAt: deadlineOf(
              startedAt,
              questions.map((q) => questionLimitMs(q.timeLimit, limitMsOf(room))),
            ),
          }),
    })
    .where(and(eq(rooms.id, room.id), eq(rooms.status, 'waiting')))
    .returning(roomColumns);
  if (!started) throw conflict(Say.roomAlreadyStarted);
  ctx.gameCache.started(started);
  ctx.roomEvents.started(started);
  if (hostPaced) await questionOpened(ctx, started);
  else scheduleOvertime(ctx, started);
  // Bounded like the lobby: in a room of thousands the host is not sent everyone at the start.
  return presentFor(ctx, started, options.user.id, RoomLimits.classListMax);
}

export async function endRoom(ctx: AppContext, options: { code: string | undefined; user: UserRow }) {
  const room = await findHostedRoom(ctx, options.code, options.user, Say.onlyHostCanEnd);
  if (room.status === 'completed') throw conflict(Say.roomCompleted);
  const ended = await completeRoom(ctx, and(eq(rooms.id, room.id), ne(rooms.status, 'completed')), true);
  if (!ended) throw conflict(Say.roomCompleted);
  const presented = await presentFor(ctx, ended, options.user.id);
  // The final standings are the players', as the rankings, the podium and the report are: the host does not play.
  return { room: presented, participants: presented.participants.filter((p) => !p.isHost) };
}

/** The questions as the game keeps them: every field of each kind, and one order of each ordering question's items. */
function gameQuestionsOf(questions: FullQuestion[], orderKey: OrderKey): GameQuestion[] {
  // The same order as on the quiz's page: a game shows nothing a reader of the quiz could not see already.
  return questions.map((q) =>
    q.kind === 'ordering'
      ? {
          ...q,
          shownOrder: stableOrder(
            q.options.map((o) => o.id),
            orderKey,
            q.id,
          ),
        }
      : q,
  );
}
