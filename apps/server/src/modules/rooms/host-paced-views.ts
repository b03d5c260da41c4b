/**
 * What each party sees of a host-paced game (issue 15): the open question (one broadcast for all), a closed one
 * with its counts, the viewer's own outcome and the scoreboard (one shared read of the ranking per question), and
 * the open question's live count. Reads only; the transitions are host-paced.ts.
 */
import type { HostPacedView } from '@quiz/contract/rooms';
import type { AppContext } from '../../context';
import type { GivenAnswerJson } from '../../db/schema/rooms';
import { correctIds, explanationOf, servedQuestionOf } from '../../game/questions';
import { rankParticipants } from '../../game/rules';
import { nameOf } from '../users/presenter';
import { limitMsAt, limitMsOf, type Game } from './game-cache';
import { stateOf } from './host-paced-state';
import type { PacedRoom, RoomMeta } from './room-rows';

const served = (question: Game['questions'][number]) => servedQuestionOf(question, { order: question.shownOrder });

interface Standing {
  userId: string;
  /** For the scoreboard's first ranks; '' beyond them. */
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

// Each player with their score after question $2 and their answer to it (the host, $3, presents and is not ranked):
// one plain read, ranked here (game/rules.ts, as the final standings are). A ranking in the statement (two window
// sorts over 10,000 rows in the embedded database) was most of the close's wait before anyone's results.
const standingsSql = `
  select p.user_id, p.score, p.total_answer_ms, a.option_id, a.answer, coalesce(a.is_correct, false) as is_correct,
         coalesce(a.points, 0) as points, coalesce(a.elapsed_ms, 0) as elapsed_ms
    from room_participants p
    left join room_answers a on a.participant_id = p.id and a.position = $2
   where p.room_id = $1 and p.user_id <> $3`;

interface StandingRow {
  user_id: string;
  score: number;
  total_answer_ms: number;
  option_id: string | null;
  answer: GivenAnswerJson | string | null;
  is_correct: boolean;
  points: number;
  elapsed_ms: number;
}

// The names of the scoreboard's first ranks only (of 10,000 players the rest need none), in name order: a tie at a
// rank lists its players by username.
const topNamesSql = `select id, username, display_name from users where id = any($1::uuid[]) order by username`;

/** Each of these people's name and place in name order (the scoreboard's first ranks: a handful, read apart). */
async function namesInOrder(ctx: AppContext, ids: string[]) {
  const names =
    ids.length === 0
      ? []
      : await ctx.database.query<{ id: string; username: string; display_name: string | null }>(
          'room-host-paced-top-names',
          topNamesSql,
          [ids],
        );
  return new Map(
    names.map((n, i) => [
      n.id,
      { order: i, name: nameOf({ displayName: n.display_name ?? '', username: n.username }) },
    ]),
  );
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
  // The ranking after this question, and the one before it (its points and time taken away).
  const ranked = rankParticipants(
    rows.map((row) => ({ id: row.user_id, score: row.score, totalAnswerMs: row.total_answer_ms, row })),
  );
  const before = new Map(
    rankParticipants(
      rows.map((row) => ({
        id: row.user_id,
        score: row.score - row.points,
        totalAnswerMs: row.total_answer_ms - row.elapsed_ms,
      })),
    ).map((s) => [s.id, s.rank]),
  );
  const firstRanks = ranked.filter((s) => s.rank <= scoreboardSize);
  const named = await namesInOrder(
    ctx,
    firstRanks.map((s) => s.id),
  );
  const byRankThenName = (a: { id: string; rank: number }, b: { id: string; rank: number }) =>
    a.rank - b.rank || (named.get(a.id)?.order ?? Infinity) - (named.get(b.id)?.order ?? Infinity);
  const standings = new Map<string, Standing>();
  const counts = new Map<string, number>();
  let answeredCount = 0;
  let correctCount = 0;
  for (const { row, rank } of [...firstRanks.sort(byRankThenName), ...ranked.slice(firstRanks.length)]) {
    const standing: Standing = {
      userId: row.user_id,
      name: named.get(row.user_id)?.name ?? '',
      score: row.score,
      rank,
      previousRank: before.get(row.user_id) ?? rank,
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
    playerCount: room.participantCount,
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
      // 'Why' (issue 39): only now the question has closed, never while it is open.
      ...explanationOf(question),
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

/** The open question's live count, for the coalesced 'answer-count' broadcast. */
export async function answerCount(ctx: AppContext, roomId: string) {
  const [row] = await ctx.database.query<{
    code: string;
    current_question: number;
    players: number;
    answered: number;
  }>(
    'room-host-paced-answer-count',
    `select r.code, r.current_question, r.participant_count as players,
            (select count(*) from room_answers a
              where a.room_id = r.id and a.position = r.current_question
                and (a.option_id is not null or a.answer is not null))::int as answered
       from rooms r where r.id = $1 and r.mode = 'host_paced' and r.phase = 'open'`,
    [roomId],
  );
  return row && { code: row.code, index: row.current_question, answeredCount: row.answered, playerCount: row.players };
}
