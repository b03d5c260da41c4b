/**
 * The host-paced ("classic") game (issue 15, decision 015): the host opens each question for the whole room at one
 * instant T, the server scores from T and closes the question once (time up, everyone answered, or the host's
 * skip), and only then tells anyone which option was correct. The rules are pure (game/host-paced.ts); this applies
 * them to the room row, where the game's place lives (phase, question, T, close time), so any instance can continue
 * it and each transition is one conditional update that exactly one caller wins.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { Say } from '@quiz/contract/message-catalog';
import { pointsMultiplier, type HostAction } from '@quiz/contract/limits';
import type { AnswerInput, AnswerResult, HostPacedView } from '@quiz/contract/rooms';
import type { AppContext } from '../../context';
import { roomAnswers, rooms } from '../../db/schema/rooms';
import type { UserRow } from '../../db/schema/users';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { answerGraceMs } from '../../game/rules';
import {
  acceptsAnswer,
  closeDue,
  closeDueAt,
  pointsFromOpen,
  transition,
  type HostPacedEvent,
  type HostPacedState,
} from '../../game/host-paced';
import { completeRoom } from './completion';
import { limitMsAt, limitMsOf } from './game-cache';
import { openQuestionColumns, stateOf } from './host-paced-state';
import { viewFor } from './host-paced-views';
import { gradeLiveAnswer } from './live-answer';
import { roomColumns, type PacedRoom, type RoomMeta } from './room-rows';
import { findHostedRoom, findParticipant, findRoomById, memberOf, refuseOtherRooms } from './store';

// ---------------------------------------------------------------------------------------------------------------
// Transitions

type OpenPhase = NonNullable<RoomMeta['phase']>;

/** The room still in progress at this place of the game: the condition of every transition's update. */
const at = (roomId: string, phase: OpenPhase | OpenPhase[], question: number) =>
  and(
    eq(rooms.id, roomId),
    eq(rooms.status, 'in_progress'),
    Array.isArray(phase) ? inArray(rooms.phase, phase) : eq(rooms.phase, phase),
    eq(rooms.currentQuestion, question),
  );

/** A question just opened (the start, or 'next'): everyone hears it at once, and it will close on time. */
export async function questionOpened(ctx: AppContext, room: PacedRoom) {
  ctx.gameCache.knowRoom(room);
  scheduleClose(ctx, room);
  ctx.roomEvents.paced(room);
}

/** Every instance that hears of an open question closes it when its time (and the grace) is up; one of them wins. */
export function scheduleClose(ctx: AppContext, room: PacedRoom) {
  const due = closeDueAt(stateOf(room));
  if (due === null) return;
  const question = room.currentQuestion;
  ctx.gameCache.schedule(`close:${room.id}:${question}`, due - Date.now() + closeSlackMs, () =>
    closeQuestion(ctx, room, question, 'time-up').catch((error: unknown) =>
      ctx.log.error({ err: error, room: room.code }, 'closing a question failed'),
    ),
  );
}
const closeSlackMs = 20;

type CloseReason = 'time-up' | 'skip' | 'all-answered';

/**
 * Closes question `question` if it is still open and the reason holds (its time is up; everyone answered; the host
 * said so): one conditional update, so of all the timers and callers on every instance exactly one closes it. Who
 * did not answer gets the question recorded as missed, like a timeout in the self-paced game. Returns the closed
 * room, or undefined when this caller did not close it.
 */
export async function closeQuestion(ctx: AppContext, room: PacedRoom, question: number, reason: CloseReason) {
  const game = await ctx.gameCache.get(ctx, room as RoomMeta);
  const questionId = game.questions[question]?.id;
  if (!questionId) return undefined;
  const limitMs = limitMsAt(game, question);
  const now = new Date();
  const closed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(rooms)
      .set({ phase: 'results' })
      .where(
        and(
          at(room.id, 'open', question),
          reason === 'time-up' ? lte(rooms.closesAt, new Date(now.getTime() - answerGraceMs)) : undefined,
          reason === 'all-answered'
            ? sql`(select count(*) from ${roomAnswers} a where a.room_id = ${room.id} and a.position = ${question})
                    >= ${rooms.participantCount}`
            : undefined,
        ),
      )
      .returning(roomColumns);
    if (!row) return undefined;
    // Only the rows of those who did not answer change: in a class of 10,000 who all answered, none.
    await tx.execute(sql`
      with missed as (
        insert into room_answers (room_id, participant_id, position, question_id, option_id, is_correct, points,
                                  elapsed_ms, answered_at)
        select p.room_id, p.id, ${question}, ${questionId}, null, false, 0, ${limitMs}, ${now.toISOString()}
          from room_participants p
         where p.room_id = ${room.id} and p.user_id <> ${room.hostId}
        on conflict (participant_id, position) do nothing
        returning participant_id)
      update room_participants p
         set answered_count = ${question + 1}, total_answer_ms = p.total_answer_ms + ${limitMs}
       where p.id in (select participant_id from missed)`);
    return row;
  });
  if (!closed) return undefined;
  ctx.gameCache.knowRoom(closed);
  ctx.roomEvents.paced(closed);
  return closed;
}

/** A room whose open question is past its time is closed by whoever looks first (after a restart, a lost timer). */
async function closeIfDue(ctx: AppContext, room: RoomMeta, now = Date.now()): Promise<RoomMeta> {
  if (!closeDue(stateOf(room), now)) return room;
  return (await closeQuestion(ctx, room, room.currentQuestion, 'time-up')) ?? findRoomById(ctx, room.id);
}

/** Moves the game on from the results or the scoreboard: the next question opens, or after the last the game ends. */
async function moveOn(ctx: AppContext, room: RoomMeta, next: HostPacedState, now: Date) {
  const from = at(room.id, ['results', 'scoreboard'], room.currentQuestion);
  if (next.phase === 'ended') return completeRoom(ctx, from, false, now);
  const game = await ctx.gameCache.get(ctx, room);
  const [opened] = await ctx.db
    .update(rooms)
    .set(openQuestionColumns(next.question, now, limitMsAt(game, next.question)))
    .where(from)
    .returning(roomColumns);
  if (opened) await questionOpened(ctx, opened);
  return opened;
}

/** One host action on a running game: the room it moved, or undefined when the action did not fit or lost a race. */
async function act(ctx: AppContext, room: RoomMeta, action: HostAction): Promise<RoomMeta | undefined> {
  const now = new Date();
  if (action === 'end')
    return completeRoom(ctx, and(eq(rooms.id, room.id), eq(rooms.status, 'in_progress')), true, now);
  const event: HostPacedEvent =
    action === 'skip' ? { type: 'skip' } : action === 'scoreboard' ? { type: 'show-scoreboard' } : { type: 'next' };
  const next = transition(stateOf(room), event, now.getTime(), limitMsOf(room));
  if (!next) return undefined;
  if (next.phase === 'results') return closeQuestion(ctx, room, room.currentQuestion, 'skip');
  if (next.phase !== 'scoreboard') return moveOn(ctx, room, next, now);
  const [shown] = await ctx.db
    .update(rooms)
    .set({ phase: 'scoreboard' })
    .where(at(room.id, 'results', room.currentQuestion))
    .returning(roomColumns);
  if (shown) ctx.roomEvents.paced(shown);
  return shown;
}

/**
 * The host's buttons: Skip (close now), Scoreboard, Next (or the podium after the last question), End game. An
 * action that no longer fits (a second click, a skip just as the time ran out) changes nothing and answers with
 * the game as it is.
 */
export async function hostAction(
  ctx: AppContext,
  options: { code: string | undefined; user: UserRow; action: HostAction },
): Promise<HostPacedView> {
  const found = await findHostedRoom(ctx, options.code, options.user, Say.onlyHostCanPace);
  if (found.mode !== 'host_paced') throw badRequest(Say.notHostPaced);
  if (found.status === 'waiting') throw conflict(Say.gameNotInProgress);
  let room = await closeIfDue(ctx, found);
  if (room.status === 'in_progress') {
    // The room as the action left it; when another caller moved it first, as it is now.
    room = (await act(ctx, room, options.action)) ?? (await findRoomById(ctx, room.id));
    ctx.gameCache.knowRoom(room);
  }
  return viewFor(ctx, room, options.user.id);
}

// ---------------------------------------------------------------------------------------------------------------
// Answers

/**
 * One answer to the open question, scored from the instant it opened for everyone. The room's place comes from
 * this instance's memory (kept by every transition it makes or hears of, and by its reads), and the statement finds
 * the player's place in the room itself, so an answer reads nothing first. The write is conditional on the same
 * place in the database: memory that is behind is read again before refusing, and never takes an answer that is not
 * for the open question.
 */
export async function answerOpenQuestion(
  ctx: AppContext,
  known: PacedRoom,
  user: UserRow,
  options: AnswerInput & { now?: Date },
): Promise<AnswerResult> {
  if (user.id === known.hostId) throw forbidden(Say.hostDoesNotAnswer);
  refuseOtherRooms(known, user);
  ctx.gameCache.knowRoom(known);
  let room = ctx.gameCache.liveRoom(known.id) ?? known;
  const game = await ctx.gameCache.get(ctx, room as RoomMeta);
  const position = game.questions.findIndex((q) => q.id === options.questionId);
  if (position === -1) throw badRequest(Say.answerNotInQuiz);
  const question = game.questions[position]!;
  const graded = gradeLiveAnswer(question, options);
  const limitMs = limitMsAt(game, position);
  const now = options.now ?? new Date();
  if (room.status !== 'in_progress' || !acceptsAnswer(stateOf(room), position, now.getTime())) {
    // Perhaps this instance has not heard of the next question yet: ask the database.
    room = await findRoomById(ctx, room.id);
    ctx.gameCache.knowRoom(room);
    if (room.status !== 'in_progress') throw conflict(Say.gameNotInProgress);
    if (!acceptsAnswer(stateOf(room), position, now.getTime())) throw conflict(Say.questionClosed);
  }
  const openedAt = room.openedAt!.getTime();
  const timing = { openedAt, answeredAt: now.getTime(), limitMs };
  // What a right answer now is worth (0 once late); a 'No points' question scores 0 but is still right.
  const inTimePoints = pointsFromOpen({ correct: true, ...timing });
  const taken = await ctx.gameWriter.recordOpenAnswer({
    roomId: room.id,
    userId: user.id,
    position,
    questionId: question.id,
    ...graded.stored,
    isCorrect: graded.correct && inTimePoints > 0,
    points: graded.correct ? inTimePoints * pointsMultiplier(question.points) : 0,
    elapsedMs: Math.min(Math.max(0, now.getTime() - openedAt), limitMs),
    answeredAt: now,
  });
  if (!taken) {
    const fresh = await findRoomById(ctx, room.id);
    ctx.gameCache.knowRoom(fresh);
    if (fresh.status !== 'in_progress') throw conflict(Say.gameNotInProgress);
    if (fresh.phase !== 'open' || fresh.currentQuestion !== position) throw conflict(Say.questionClosed);
    if (!(await findParticipant(ctx, room.id, user.id))) throw forbidden(Say.notInRoom);
    throw conflict(Say.alreadyAnswered);
  }
  ctx.roomEvents.answerCounted(room);
  const tallied = ctx.gameCache.tallyAnswer(room.id, position);
  if (!ctx.gameCache.alone) checkAllAnswered(ctx, room, position, answersTogetherMs);
  else if (tallied >= room.participantCount) checkAllAnswered(ctx, room, position, 0);
  const total = game.questions.length;
  return {
    accepted: true,
    questionId: question.id,
    answeredCount: position + 1,
    total,
    finished: position + 1 >= total,
  };
}

/**
 * Everyone may have answered question `position`: look (one check per room at a time, after `delayMs`), and close it
 * if so. An instance that takes every answer of its rooms (GameCache.alone) looks once its own tally, counted as each
 * answer is stored, has reached the players: at once, as they are all in (in a class of 10,000, one look rather than
 * one every 100 ms, each counting the question's answers). With other instances any answer may be the last: it looks
 * once the answers arriving together are in. The live count's pass looks too (`everyoneMayHaveAnswered`), for
 * answers no tally here holds (taken before a restart, or by another instance).
 */
function checkAllAnswered(ctx: AppContext, room: PacedRoom, position: number, delayMs: number) {
  ctx.gameCache.schedule(`all:${room.id}`, delayMs, () =>
    closeQuestion(ctx, room, position, 'all-answered').catch((error: unknown) =>
      ctx.log.error({ err: error, room: room.code }, 'closing a question failed'),
    ),
  );
}
const answersTogetherMs = 100;

/**
 * The host took a player out of the running game: the players are one fewer here too, and the one removed may have
 * been the last not to have answered the open question, so look at once.
 */
export function playerRemoved(ctx: AppContext, roomId: string) {
  const room = ctx.gameCache.liveRoom(roomId);
  if (!room || room.status !== 'in_progress' || room.phase !== 'open') return;
  const fewer = { ...room, participantCount: Math.max(0, room.participantCount - 1) };
  ctx.gameCache.knowRoom(fewer);
  checkAllAnswered(ctx, fewer, room.currentQuestion, 0);
}

/**
 * The live count read for the room's open question `index` says everyone answered it: look, as after an answer,
 * unless this instance takes every answer and its tally has already reached the players (that look is made, and a
 * second, while the first still closes the question, would only count again).
 */
export function everyoneMayHaveAnswered(
  ctx: AppContext,
  roomId: string,
  count: { index: number; answeredCount: number; playerCount: number },
) {
  const room = ctx.gameCache.liveRoom(roomId);
  if (!room || count.answeredCount < count.playerCount) return;
  if (ctx.gameCache.alone && ctx.gameCache.tallied(roomId, count.index) >= room.participantCount) return;
  if (room.status === 'in_progress' && room.phase === 'open' && room.currentQuestion === count.index) {
    checkAllAnswered(ctx, room, count.index, 0);
  }
}

/** Where the game stands for a member of the room (a reload, a reconnection, the presenter reopened). */
export async function gameState(ctx: AppContext, options: { code: string | undefined; user: UserRow }) {
  const { room: found, participant } = await memberOf(ctx, options);
  if (found.mode !== 'host_paced') throw badRequest(Say.notHostPaced);
  const room = await closeIfDue(ctx, found);
  ctx.gameCache.knowRoom(room);
  return viewFor(ctx, room, options.user.id, participant.id);
}
