/**
 * Self-paced play: each player moves through the questions on their own clock, kept by the server. The player's
 * place comes from this instance's game cache while they play (no read), and every write is conditional on the same
 * place in the database (GameWriter). The rules themselves (time out, scoring) are game/self-paced.ts.
 */
import { eq } from 'drizzle-orm';
import { Say } from '@quiz/contract/message-catalog';
import { pointsMultiplier, RoomLimits } from '@quiz/contract/limits';
import type { AnswerInput, AnswerResult, PlayerQuestion, PlayerState } from '@quiz/contract/rooms';
import type { AppContext } from '../../context';
import { rooms, type ParticipantRow } from '../../db/schema/rooms';
import type { UserRow } from '../../db/schema/users';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { servedQuestionOf } from '../../game/questions';
import { isLate } from '../../game/rules';
import { completionGapMs, scoreAnswer, timedOut } from '../../game/self-paced';
import { completeIfEveryoneFinished, completeIfOvertime, scheduleOvertime } from './completion';
import { limitMsAt, type Game } from './game-cache';
import { gradeLiveAnswer } from './live-answer';
import { markBack } from './presence';
import type { RoomMeta } from './room-rows';
import { findRoomAndParticipant, playerKey } from './store';

/**
 * The room and the player's place in it: from this instance's cache while they play a running game (no query),
 * else one query. `cached` says which, so a refusal based on the cache can be checked against the database.
 */
export async function playingContext(ctx: AppContext, code: string | undefined, user: UserRow) {
  const key = playerKey(code, user.id);
  const hit = ctx.gameCache.player(key);
  // A place kept at the join counts once the game has started (here, or as read below if it started elsewhere).
  if (hit?.room.status === 'in_progress') return { ...hit, key, cached: true };
  const { room, participant } = await findRoomAndParticipant(ctx, code, user);
  if (!participant) throw forbidden(Say.notInRoom);
  // Playing (over HTTP when the realtime connection is down) is being here.
  if (participant.leftAt) {
    await markBack(ctx, room.id, user.id);
    participant.leftAt = null;
  }
  if (room.status === 'in_progress' && participant.answeredCount < room.questionCount) {
    ctx.gameCache.keepPlayer(key, { room, participant: { ...participant } });
  }
  return { room, participant, key, cached: false };
}

/** Stores the player's new place after a write that succeeded; a finished player needs no entry. */
function playerMoved(ctx: AppContext, key: string, room: RoomMeta, participant: ParticipantRow) {
  if (participant.answeredCount >= room.questionCount) ctx.gameCache.dropPlayer(key);
  else ctx.gameCache.keepPlayer(key, { room, participant });
}

/** The host runs a self-paced game from the class view: no questions, no answers, no place in the ranking. */
export function refuseHost(room: RoomMeta, user: UserRow) {
  if (room.hostId === user.id) throw forbidden(Say.hostDoesNotPlay);
}

function refuseWhenNotPlaying(room: RoomMeta) {
  if (room.status !== 'in_progress') throw conflict(Say.gameNotInProgress);
}

/** After a refused write: say why, from the state as it is now. */
async function explainRefusal(ctx: AppContext, roomId: string): Promise<never> {
  const [room] = await ctx.db.select({ status: rooms.status }).from(rooms).where(eq(rooms.id, roomId));
  if (room?.status !== 'in_progress') throw conflict(Say.gameNotInProgress);
  throw conflict(Say.alreadyAnswered);
}

function afterProgress(ctx: AppContext, room: RoomMeta, finished: boolean) {
  ctx.roomEvents.progressed(room);
  if (!finished) return;
  // One check for all the players who finish within a short while, on this instance: each one reads the whole room.
  ctx.gameCache.coalesce(
    `finished:${room.id}`,
    completionGapMs(room.participantCount),
    () => completeIfEveryoneFinished(ctx, room.id),
    (error) => ctx.log.error({ err: error }, 'completion check failed'),
  );
  // Someone may never come back: make sure the room still completes once the game's time is surely over (on this
  // instance too, should the one that started the game be gone).
  scheduleOvertime(ctx, room);
}

/**
 * The player's current question (served now if they had not seen it yet), with the time left on the server's
 * clock. A question whose time ran out is recorded as unanswered and the next one is served.
 */
export async function playerState(
  ctx: AppContext,
  options: { code: string | undefined; user: UserRow; now?: Date },
): Promise<PlayerState> {
  const context = await playingContext(ctx, options.code, options.user);
  if (context.room.mode === 'host_paced') throw badRequest(Say.notSelfPaced);
  refuseHost(context.room, options.user);
  const { participant, key } = context;
  const room = await completeIfOvertime(ctx, context.room, options.now);
  /** The cache was behind the database: read it and start again. */
  const again = () => {
    ctx.gameCache.dropPlayer(key);
    return playerState(ctx, options);
  };
  if (room.status !== 'in_progress') {
    return {
      status: room.status,
      total: room.questionCount,
      answeredCount: participant.answeredCount,
      finished: room.questionCount > 0 && participant.answeredCount >= room.questionCount,
      question: null,
    };
  }
  const game = await ctx.gameCache.get(ctx, room);
  const total = game.questions.length;
  let { answeredCount, servedAt } = participant;
  const now = options.now ?? new Date();

  if (answeredCount < total && servedAt && timedOut(servedAt, limitMsAt(game, answeredCount), now)) {
    // Time ran out on the question they were shown: it counts as unanswered, and the next one is served now.
    const position = answeredCount;
    const next = await ctx.gameWriter.recordAnswer({
      roomId: room.id,
      participantId: participant.id,
      position,
      questionId: game.questions[position]!.id,
      optionId: null,
      answer: null,
      isCorrect: false,
      points: 0,
      elapsedMs: limitMsAt(game, position),
      answeredAt: now,
      serveNextAt: position + 1 < total ? now : null,
    });
    if (!next) return again();
    answeredCount = next.answeredCount;
    servedAt = next.servedAt ? now : null;
    playerMoved(ctx, key, room, { ...participant, answeredCount, servedAt });
    afterProgress(ctx, room, answeredCount >= total);
  }
  if (answeredCount >= total) {
    return { status: 'in_progress', total, answeredCount, finished: true, question: null };
  }
  if (!servedAt) {
    const served = await ctx.gameWriter.serve({
      roomId: room.id,
      participantId: participant.id,
      position: answeredCount,
      at: now,
    });
    if (!served) return again();
    servedAt = served;
    playerMoved(ctx, key, room, { ...participant, answeredCount, servedAt });
  }
  return {
    status: 'in_progress',
    total,
    answeredCount,
    finished: false,
    question: servedView(ctx, game, answeredCount, servedAt, now),
  };
}

/** The question at `position` as this player sees it: no key, its options in their served order, the time left. */
function servedView(ctx: AppContext, game: Game, position: number, servedAt: Date, now: Date): PlayerQuestion {
  const question = game.questions[position]!;
  const limitMs = limitMsAt(game, position);
  return {
    index: position,
    question: servedQuestionOf(question, { order: question.shownOrder, key: ctx.jwtSecret }),
    limitMs,
    remainingMs: Math.max(0, servedAt.getTime() + limitMs - now.getTime()),
    answered: false,
  };
}

/** A self-paced answer to the question the player was served, scored on their own clock. */
export async function answerAt(
  ctx: AppContext,
  room: RoomMeta,
  participant: ParticipantRow,
  key: string,
  options: AnswerInput & { now?: Date },
): Promise<AnswerResult> {
  refuseWhenNotPlaying(room);
  const game = await ctx.gameCache.get(ctx, room);
  const total = game.questions.length;
  const position = game.questions.findIndex((q) => q.id === options.questionId);
  if (position === -1) throw badRequest(Say.answerNotInQuiz);
  if (position < participant.answeredCount) throw conflict(Say.alreadyAnswered);
  if (position > participant.answeredCount || !participant.servedAt) throw conflict(Say.questionNotServed);
  const question = game.questions[position]!;
  const graded = gradeLiveAnswer(question, options);

  const now = options.now ?? new Date();
  const timing = {
    servedAt: participant.servedAt.getTime(),
    answeredAt: now.getTime(),
    limitMs: limitMsAt(game, position),
  };
  // Past its time and the grace, the question is closed: the answer is refused rather than taken and scored 0, so the
  // phone says so; the next read records the time-out and serves the next question.
  if (isLate(timing)) throw conflict(Say.questionClosed);
  const scored = scoreAnswer({ correct: graded.correct, ...timing, multiplier: pointsMultiplier(question.points) });
  // The next question is served with the answer, its clock starting after the spec's pause: the player's phone
  // needs no second request (issue 41). An answer sent during that pause counts as given the instant it opened.
  const more = position + 1 < total;
  const next = await ctx.gameWriter.recordAnswer({
    roomId: room.id,
    participantId: participant.id,
    position,
    questionId: question.id,
    ...graded.stored,
    ...scored,
    answeredAt: now,
    serveNextAt: more ? new Date(now.getTime() + RoomLimits.answerAdvanceDelayMs) : null,
  });
  if (!next) return explainRefusal(ctx, room.id);
  playerMoved(ctx, key, room, { ...participant, answeredCount: next.answeredCount, servedAt: next.servedAt });
  const finished = next.answeredCount >= total;
  afterProgress(ctx, room, finished);
  const result: AnswerResult = {
    accepted: true,
    questionId: question.id,
    answeredCount: next.answeredCount,
    total,
    finished,
  };
  if (!finished && next.servedAt) result.next = servedView(ctx, game, next.answeredCount, next.servedAt, now);
  return result;
}
