/**
 * The host-paced ("classic") game (issue 15, decision 015): the host opens each question for the whole room at one
 * instant T, the server scores from T and closes the question once (time up, everyone answered, or the host's
 * skip), and only then tells anyone which option was correct. The rules are pure (game/host-paced.ts); this applies
 * them to the room row, where the game's place lives (phase, question, T, close time), so any instance can continue
 * it and each transition is one conditional update that exactly one caller wins.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { Messages } from '@quiz/contract/messages';
import { pointsMultiplier, type HostAction } from '@quiz/contract/limits';
import type { AnswerInput, AnswerResult, HostPacedView } from '@quiz/contract/rooms';
import type { AppContext } from '../../context';
import { roomAnswers, rooms, type GivenAnswerJson } from '../../db/schema/rooms';
import type { UserRow } from '../../db/schema/users';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { correctIds, servedQuestionOf } from '../../game/questions';
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
import { nameOf } from '../users/presenter';
import {
  completeRoom,
  findHostedRoom,
  findRoomById,
  gradeLiveAnswer,
  limitMsAt,
  limitMsOf,
  findParticipant,
  memberOf,
  refuseOtherRooms,
  roomColumns,
  type Game,
  type RoomMeta,
} from './service';

/** What a host-paced view needs of the room: its place in the game and who is in it. */
export type PacedRoom = Pick<
  RoomMeta,
  | 'id'
  | 'code'
  | 'status'
  | 'hostId'
  | 'timeLimit'
  | 'questionCount'
  | 'participantCount'
  | 'phase'
  | 'currentQuestion'
  | 'openedAt'
  | 'closesAt'
>;

export function openQuestionColumns(question: number, at: Date, limitMs: number) {
  return {
    phase: 'open' as const,
    currentQuestion: question,
    openedAt: at,
    closesAt: new Date(at.getTime() + limitMs),
  };
}

export function stateOf(room: PacedRoom): HostPacedState {
  const phase =
    room.status === 'waiting' ? 'lobby' : room.status === 'completed' ? 'ended' : (room.phase ?? ('lobby' as const));
  return {
    phase,
    question: room.currentQuestion,
    total: room.questionCount,
    openedAt: room.openedAt?.getTime() ?? null,
    closesAt: room.closesAt?.getTime() ?? null,
  };
}

/** How far a game has got, to keep the newest of two copies of a room (phases in order within a question). */
export function progressOf(room: PacedRoom) {
  if (room.status === 'completed') return Number.MAX_SAFE_INTEGER;
  if (room.status === 'waiting') return -1;
  return room.currentQuestion * 4 + ['open', 'results', 'scoreboard'].indexOf(room.phase ?? 'open');
}

const served = (question: Game['questions'][number]) => servedQuestionOf(question, { order: question.shownOrder });

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
                    >= ${rooms.participantCount} - 1`
            : undefined,
        ),
      )
      .returning(roomColumns);
    if (!row) return undefined;
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
         set answered_count = ${question + 1},
             total_answer_ms = p.total_answer_ms + case when p.id in (select participant_id from missed)
                                                        then ${limitMs} else 0 end
       where p.room_id = ${room.id} and p.user_id <> ${room.hostId}`);
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
  const found = await findHostedRoom(ctx, options.code, options.user, Messages.onlyHostCanPace);
  if (found.mode !== 'host_paced') throw badRequest(Messages.notHostPaced);
  if (found.status === 'waiting') throw conflict(Messages.gameNotInProgress);
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
  if (user.id === known.hostId) throw forbidden(Messages.hostDoesNotAnswer);
  refuseOtherRooms(known, user);
  ctx.gameCache.knowRoom(known);
  let room = ctx.gameCache.liveRoom(known.id) ?? known;
  const game = await ctx.gameCache.get(ctx, room as RoomMeta);
  const position = game.questions.findIndex((q) => q.id === options.questionId);
  if (position === -1) throw badRequest(Messages.answerNotInQuiz);
  const question = game.questions[position]!;
  const graded = gradeLiveAnswer(question, options);
  const limitMs = limitMsAt(game, position);
  const now = options.now ?? new Date();
  if (room.status !== 'in_progress' || !acceptsAnswer(stateOf(room), position, now.getTime())) {
    // Perhaps this instance has not heard of the next question yet: ask the database.
    room = await findRoomById(ctx, room.id);
    ctx.gameCache.knowRoom(room);
    if (room.status !== 'in_progress') throw conflict(Messages.gameNotInProgress);
    if (!acceptsAnswer(stateOf(room), position, now.getTime())) throw conflict(Messages.questionClosed);
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
    if (fresh.status !== 'in_progress') throw conflict(Messages.gameNotInProgress);
    if (fresh.phase !== 'open' || fresh.currentQuestion !== position) throw conflict(Messages.questionClosed);
    if (!(await findParticipant(ctx, room.id, user.id))) throw forbidden(Messages.notInRoom);
    throw conflict(Messages.alreadyAnswered);
  }
  const counted = room;
  ctx.roomEvents.answerCounted(counted);
  // Everyone may have answered: look once the answers arriving together are in (one check per room at a time).
  ctx.gameCache.schedule(`all:${counted.id}`, allAnsweredCheckMs, () =>
    closeQuestion(ctx, counted, position, 'all-answered').catch((error: unknown) =>
      ctx.log.error({ err: error, room: counted.code }, 'closing a question failed'),
    ),
  );
  const total = game.questions.length;
  return {
    accepted: true,
    questionId: question.id,
    answeredCount: position + 1,
    total,
    finished: position + 1 >= total,
  };
}
const allAnsweredCheckMs = 100;

// ---------------------------------------------------------------------------------------------------------------
// Views

interface Standing {
  userId: string;
  name: string;
  score: number;
  rank: number;
  previousRank: number;
  optionId: string | null;
  answer: GivenAnswerJson | null;
  correct: boolean;
  points: number;
}

/** What every viewer of a closed question shares: the ranking after it (with each one's answer) and the counts. */
interface Closed {
  standings: Map<string, Standing>;
  counts: Map<string, number>;
  answeredCount: number;
  correctCount: number;
  top: Standing[];
}

// The ranking after question $2 and the one before it (the same order as the final standings: score, then less
// time, full ties share), each player with their answer to it; the host ($3) presents and is not ranked.
const standingsSql = `
  with s as (
    select p.user_id, p.score, p.total_answer_ms, coalesce(u.display_name, '') as display_name, u.username,
           a.option_id, a.answer, coalesce(a.is_correct, false) as is_correct, coalesce(a.points, 0) as points,
           p.score - coalesce(a.points, 0) as previous_score,
           p.total_answer_ms - coalesce(a.elapsed_ms, 0) as previous_ms
      from room_participants p
      join users u on u.id = p.user_id
      left join room_answers a on a.participant_id = p.id and a.position = $2
     where p.room_id = $1 and p.user_id <> $3)
  select s.*, rank() over (order by score desc, total_answer_ms) as rank,
         rank() over (order by previous_score desc, previous_ms) as previous_rank
    from s
   order by rank, username`;

interface StandingRow {
  user_id: string;
  score: number;
  display_name: string;
  username: string;
  option_id: string | null;
  answer: GivenAnswerJson | string | null;
  is_correct: boolean;
  points: number;
  rank: number | string;
  previous_rank: number | string;
}

async function closedQuestion(ctx: AppContext, room: PacedRoom): Promise<Closed> {
  const key = `${room.id}:${room.currentQuestion}`;
  const cached = ctx.gameCache.closedQuestion<Closed>(key);
  if (cached) return cached;
  const rows = await ctx.database.query<StandingRow>('room-host-paced-standings', standingsSql, [
    room.id,
    room.currentQuestion,
    room.hostId,
  ]);
  const standings = new Map<string, Standing>();
  const counts = new Map<string, number>();
  let answeredCount = 0;
  let correctCount = 0;
  for (const row of rows) {
    const standing: Standing = {
      userId: row.user_id,
      name: nameOf({ displayName: row.display_name, username: row.username }),
      score: row.score,
      rank: Number(row.rank),
      previousRank: Number(row.previous_rank),
      optionId: row.option_id,
      answer: typeof row.answer === 'string' ? (JSON.parse(row.answer) as GivenAnswerJson) : row.answer,
      correct: row.is_correct,
      points: row.points,
    };
    standings.set(row.user_id, standing);
    if (row.option_id || standing.answer) answeredCount++;
    if (standing.correct) correctCount++;
    const picked = row.option_id
      ? [row.option_id]
      : standing.answer && 'optionIds' in standing.answer
        ? standing.answer.optionIds
        : [];
    for (const id of picked) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const closed = {
    standings,
    counts,
    answeredCount,
    correctCount,
    top: [...standings.values()].slice(0, scoreboardSize),
  };
  ctx.gameCache.keepClosedQuestion(key, closed);
  return closed;
}
const scoreboardSize = 5;

// While a question is open: how many answered it, and the viewer's own answer.
const openCountSql = `
  select count(*) filter (where option_id is not null or answer is not null)::int as answered,
         max(case when participant_id = $3 then option_id::text end) as mine,
         max(case when participant_id = $3 then answer::text end) as my_answer
    from room_answers where room_id = $1 and position = $2`;

/** The game as `viewerId` sees it now; `participantId` is theirs (unless they are the host). */
export async function viewFor(
  ctx: AppContext,
  room: RoomMeta,
  viewerId: string,
  participantId?: string,
): Promise<HostPacedView> {
  const state = stateOf(room);
  const base = emptyView(room, limitMsOf(room));
  if (state.phase === 'lobby' || state.phase === 'ended') return base;
  const game = await ctx.gameCache.get(ctx, room);
  const question = game.questions[room.currentQuestion];
  if (!question) return base;
  if (state.phase === 'open') {
    const [count] = await ctx.database.query<{ answered: number; mine: string | null; my_answer: string | null }>(
      'room-host-paced-open-count',
      openCountSql,
      [room.id, room.currentQuestion, participantId ?? null],
    );
    return {
      ...openView(room, game),
      answeredCount: count?.answered ?? 0,
      answered: Boolean(count?.mine ?? count?.my_answer),
      myOptionId: count?.mine ?? null,
      myAnswer: count?.my_answer ? (JSON.parse(count.my_answer) as GivenAnswerJson) : null,
    };
  }
  return closedView(room, game, await closedQuestion(ctx, room), viewerId);
}

/** The open question as everyone sees it at the instant it opens: the same for all, so it is one broadcast. */
export function openView(room: PacedRoom, game: Game, now = Date.now()): HostPacedView {
  const question = game.questions[room.currentQuestion]!;
  return {
    ...emptyView(room, limitMsAt(game, room.currentQuestion)),
    phase: 'open',
    question: served(question),
    remainingMs: Math.max(0, (room.closesAt?.getTime() ?? now) - now),
  };
}

/** The game's phase and place with nothing yet to show: the lobby, the end, and what the other views fill in. */
function emptyView(room: PacedRoom, limitMs: number): HostPacedView {
  return {
    code: room.code,
    phase: stateOf(room).phase,
    index: room.currentQuestion,
    total: room.questionCount,
    question: null,
    limitMs,
    remainingMs: 0,
    answeredCount: 0,
    playerCount: Math.max(0, room.participantCount - 1),
    answered: false,
    myOptionId: null,
    myAnswer: null,
    results: null,
    you: null,
    scoreboard: null,
  };
}

/** A closed question (results or scoreboard) as one viewer sees it: the shared part and their own outcome. */
export function closedView(room: PacedRoom, game: Game, closed: Closed, viewerId: string): HostPacedView {
  const question = game.questions[room.currentQuestion]!;
  const mine = closed.standings.get(viewerId);
  const phase = stateOf(room).phase;
  return {
    ...emptyView(room, limitMsAt(game, room.currentQuestion)),
    question: served(question),
    answeredCount: closed.answeredCount,
    answered: Boolean(mine?.optionId ?? mine?.answer),
    myOptionId: mine?.optionId ?? null,
    myAnswer: mine?.answer ?? null,
    results: {
      correctOptionIds: correctIds(question),
      counts: question.options.map((o) => ({ optionId: o.id, count: closed.counts.get(o.id) ?? 0 })),
      acceptedAnswers: question.kind === 'typed' ? question.acceptedAnswers : [],
      correctCount: closed.correctCount,
    },
    you: mine ? { correct: mine.correct, points: mine.points, score: mine.score, rank: mine.rank } : null,
    scoreboard:
      phase === 'scoreboard'
        ? closed.top.map((s) => ({
            userId: s.userId,
            name: s.name,
            rank: s.rank,
            score: s.score,
            movement: room.currentQuestion === 0 ? null : s.previousRank - s.rank,
          }))
        : null,
  };
}

/** For a socket push after a close or the scoreboard: each viewer's view from one shared read. */
export async function closedViews(ctx: AppContext, room: PacedRoom) {
  const game = await ctx.gameCache.get(ctx, room as RoomMeta);
  const closed = await closedQuestion(ctx, room);
  return (viewerId: string) => closedView(room, game, closed, viewerId);
}

/** Where the game stands for a member of the room (a reload, a reconnection, the presenter reopened). */
export async function gameState(ctx: AppContext, options: { code: string | undefined; user: UserRow }) {
  const { room: found, participant } = await memberOf(ctx, options);
  if (found.mode !== 'host_paced') throw badRequest(Messages.notHostPaced);
  const room = await closeIfDue(ctx, found);
  ctx.gameCache.knowRoom(room);
  return viewFor(ctx, room, options.user.id, participant.id);
}

/** The open question's live count, for the coalesced 'answer-count' broadcast. */
export async function answerCount(ctx: AppContext, roomId: string) {
  const [row] = await ctx.database.query<{
    code: string;
    current_question: number;
    players: number;
    answered: number;
  }>(
    'room-host-paced-answer-count',
    `select r.code, r.current_question, greatest(r.participant_count - 1, 0) as players,
            (select count(*) from room_answers a
              where a.room_id = r.id and a.position = r.current_question
                and (a.option_id is not null or a.answer is not null))::int as answered
       from rooms r where r.id = $1 and r.mode = 'host_paced' and r.phase = 'open'`,
    [roomId],
  );
  return row && { code: row.code, index: row.current_question, answeredCount: row.answered, playerCount: row.players };
}
