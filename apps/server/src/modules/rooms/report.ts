/**
 * The game report (issue 14): what the class got right and wrong, per question and per player, for the host (and
 * admins) once the game has ended; report-files.ts makes the same table into CSV and XLSX for the teacher to take
 * home. A player's review of their own game and the lists of games played and hosted read the same answers.
 */
import { and, asc, count, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { Say, type Said } from '@quiz/contract/message-catalog';
import {
  ReportLimits,
  type GameReview,
  type HostedRoom,
  type PlayedGame,
  type ReportAnswer,
  type ReportQuestion,
  type RoomReport,
  type Standing,
} from '@quiz/contract/reports';
import type { AppContext } from '../../context';
import { roomAnswers, roomParticipants, rooms, type GameQuestion, type RoomAnswerRow } from '../../db/schema/rooms';
import { quizzes } from '../../db/schema/quizzes';
import { users, type UserRow } from '../../db/schema/users';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import {
  answerTexts,
  correctTexts,
  explanationOf,
  fullQuestion,
  isGraded,
  type FullQuestion,
} from '../../game/questions';
import { nameOf } from '../users/presenter';
import { findParticipant, findRoom, findRoomById, refuseOtherRooms } from './store';

/** The room a code names, or with `id` an older room that had the same code (codes of finished rooms come round). */
async function roomOfCode(
  ctx: AppContext,
  options: { code: string | undefined; user: UserRow; id?: string },
  missing: Said,
) {
  // The viewer is checked against the room the id picks: a guest's older room may have a newer one on its code.
  const room = await findRoom(ctx, options.code);
  if (!options.id || options.id === room.id) {
    refuseOtherRooms(room, options.user);
    return room;
  }
  if (!isUuid(options.id)) throw notFound(missing);
  const [older] = await ctx.db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.id, options.id), eq(rooms.code, room.code)));
  if (!older) throw notFound(missing);
  const found = await findRoomById(ctx, older.id);
  refuseOtherRooms(found, options.user);
  return found;
}

/** The host's room (or any room, for an admin): anyone else is told it does not exist. */
async function reportedRoom(ctx: AppContext, options: { code: string | undefined; user: UserRow; id?: string }) {
  const { user } = options;
  const room = await roomOfCode(ctx, options, Say.reportNotFound);
  if (room.hostId !== user.id && user.accountType !== 'admin') throw notFound(Say.reportNotFound);
  if (room.status !== 'completed') throw conflict(Say.reportNotReady);
  return room;
}

const mean = (values: number[]) =>
  values.length === 0 ? null : Math.round(values.reduce((a, b) => a + b, 0) / values.length);

/**
 * A question's line of a report: how its options were picked, how many answered and got it right, and how fast;
 * `answers` holds each player's answer to it (null: never reached). Homework's report (issue 38) reads the same.
 */
export function reportQuestionOf(
  question: FullQuestion,
  index: number,
  answers: readonly (ReportAnswer | null)[],
): ReportQuestion {
  const given = answers.filter((a): a is ReportAnswer => Boolean(a?.answered));
  const correct = given.filter((a) => a.isCorrect).length;
  return {
    index,
    _id: question.id,
    content: question.content,
    options: question.options.map((o) => ({
      _id: o.id,
      label: o.label,
      isCorrect: o.isCorrect,
      picks: given.filter((a) => a.optionIds.includes(o.id)).length,
    })),
    kind: question.kind,
    correctTexts: correctTexts(question),
    image: question.image,
    ...explanationOf(question),
    answered: given.length,
    correct,
    unanswered: answers.length - given.length,
    correctRate: answers.length === 0 ? 0 : correct / answers.length,
    averageMs: mean(given.map((a) => a.elapsedMs)),
  };
}

export async function roomReport(
  ctx: AppContext,
  options: { code: string | undefined; user: UserRow; id?: string },
): Promise<RoomReport> {
  const room = await reportedRoom(ctx, options);
  const [[snapshot], everyone, answers] = await Promise.all([
    gameSnapshot(ctx, room.id),
    ctx.db
      .select({
        id: roomParticipants.id,
        userId: roomParticipants.userId,
        score: roomParticipants.score,
        correctAnswers: roomParticipants.correctAnswers,
        rank: roomParticipants.rank,
        username: users.username,
        displayName: users.displayName,
        guestRoomId: users.guestRoomId,
      })
      .from(roomParticipants)
      .innerJoin(users, eq(users.id, roomParticipants.userId))
      .where(eq(roomParticipants.roomId, room.id))
      .orderBy(asc(roomParticipants.rank), asc(roomParticipants.joinedAt)),
    ctx.db.select(answerColumns).from(roomAnswers).where(eq(roomAnswers.roomId, room.id)),
  ]);
  // The host runs or presents the game and answers nothing: the report is about the players.
  const people = everyone.filter((p) => p.userId !== room.hostId);
  const questions = snapshot?.questions ?? [];
  const byPlayer = answersByPlayer(questions, people, answers);

  return {
    _id: room.id,
    code: room.code,
    status: room.status,
    quizTitle: snapshot?.title ?? '',
    startedAt: room.startedAt?.toISOString() ?? null,
    endedAt: room.endedAt?.toISOString() ?? null,
    questionCount: questions.length,
    gradedCount: questions.filter(isGraded).length,
    playerCount: people.length,
    questions: questions.map((question, index) =>
      reportQuestionOf(
        fullQuestion(question),
        index,
        people.map((p) => byPlayer.get(p.id)![index] ?? null),
      ),
    ),
    players: people.map((p) => {
      const row = byPlayer.get(p.id)!;
      return {
        _id: p.id,
        name: nameOf(p),
        username: p.username,
        isGuest: p.guestRoomId !== null,
        isHost: p.userId === room.hostId,
        rank: p.rank,
        score: p.score,
        correctAnswers: p.correctAnswers,
        averageMs: mean(row.filter((a): a is ReportAnswer => Boolean(a?.answered)).map((a) => a.elapsedMs)),
        answers: row,
      };
    }),
  };
}

/**
 * The quiz's title: today's while the quiz lives, the one the room was made under once it is deleted (issue 36);
 * and whether it is.
 */
const quizTitle = sql<string>`coalesce(${quizzes.title}, ${rooms.quizTitle})`;
const quizDeleted = sql<boolean>`${quizzes.id} is null`;

/** The questions the game was played with (the answer key included), and the quiz's title. */
const gameSnapshot = (ctx: AppContext, roomId: string) =>
  ctx.db
    .select({ questions: rooms.questions, title: quizTitle, quizDeleted })
    .from(rooms)
    .leftJoin(quizzes, eq(quizzes.id, rooms.quizId))
    .where(eq(rooms.id, roomId));

/** Each player's answers, one per question in order (null where they never got to it). */
function answersByPlayer(
  questions: GameQuestion[],
  people: { id: string }[],
  answers: Pick<
    RoomAnswerRow,
    'participantId' | 'position' | 'optionId' | 'answer' | 'isCorrect' | 'points' | 'elapsedMs'
  >[],
) {
  const byPlayer = new Map<string, (ReportAnswer | null)[]>(people.map((p) => [p.id, questions.map(() => null)]));
  const full = questions.map(fullQuestion);
  for (const answer of answers) {
    const question = full[answer.position];
    const row = byPlayer.get(answer.participantId);
    if (!question || !row) continue;
    const given = answer.optionId ? { optionIds: [answer.optionId] } : answer.answer;
    const texts = answerTexts(question, given);
    row[answer.position] = {
      optionId: answer.optionId,
      label: texts.length > 0 ? texts.join(', ') : null,
      answered: given !== null,
      optionIds: given && 'optionIds' in given ? given.optionIds : [],
      texts,
      isCorrect: answer.isCorrect,
      points: answer.points,
      elapsedMs: answer.elapsedMs,
    };
  }
  return byPlayer;
}

const answerColumns = {
  participantId: roomAnswers.participantId,
  position: roomAnswers.position,
  optionId: roomAnswers.optionId,
  answer: roomAnswers.answer,
  isCorrect: roomAnswers.isCorrect,
  points: roomAnswers.points,
  elapsedMs: roomAnswers.elapsedMs,
};

const standingColumns = {
  id: roomParticipants.id,
  rank: roomParticipants.rank,
  score: roomParticipants.score,
  correctAnswers: roomParticipants.correctAnswers,
  username: users.username,
  displayName: users.displayName,
  guestRoomId: users.guestRoomId,
};
type StandingRow = { [K in keyof typeof standingColumns]: (typeof standingColumns)[K]['_']['data'] | null };

const presentStanding = (row: StandingRow): Standing => ({
  _id: row.id!,
  name: nameOf({ username: row.username!, displayName: row.displayName }),
  username: row.username!,
  isGuest: row.guestRoomId !== null,
  rank: row.rank,
  score: row.score ?? 0,
  correctAnswers: row.correctAnswers ?? 0,
});

/**
 * A player's own review of a finished game (issue 22): the standings, and each question with their answer and the
 * correct one. Never before the room completes (a finished player could pass the answers on); not for the host,
 * who has the report; not for anyone who was not in the room.
 */
export async function gameReview(
  ctx: AppContext,
  options: { code: string | undefined; user: UserRow; id?: string },
): Promise<GameReview> {
  const room = await roomOfCode(ctx, options, Say.reviewNotFound);
  if (room.hostId === options.user.id) throw forbidden(Say.hostDoesNotPlay);
  const me = await findParticipant(ctx, room.id, options.user.id);
  if (!me) throw forbidden(Say.notInRoom);
  if (room.status !== 'completed') throw conflict(Say.reviewNotReady);
  const players = and(eq(roomParticipants.roomId, room.id), ne(roomParticipants.userId, room.hostId));
  const [[snapshot], standings, [mine], answers, [counted]] = await Promise.all([
    gameSnapshot(ctx, room.id),
    ctx.db
      .select(standingColumns)
      .from(roomParticipants)
      .innerJoin(users, eq(users.id, roomParticipants.userId))
      .where(players)
      .orderBy(sql`${roomParticipants.rank} asc nulls last`, asc(roomParticipants.joinedAt))
      .limit(ReportLimits.reviewStandings),
    ctx.db
      .select(standingColumns)
      .from(roomParticipants)
      .innerJoin(users, eq(users.id, roomParticipants.userId))
      .where(eq(roomParticipants.id, me.id)),
    ctx.db.select(answerColumns).from(roomAnswers).where(eq(roomAnswers.participantId, me.id)),
    ctx.db.select({ n: count() }).from(roomParticipants).where(players),
  ]);
  const questions = snapshot?.questions ?? [];
  const row = answersByPlayer(questions, [me], answers).get(me.id)!;
  return {
    _id: room.id,
    code: room.code,
    quizTitle: snapshot?.title ?? '',
    quizDeleted: snapshot?.quizDeleted ?? true,
    endedAt: room.endedAt?.toISOString() ?? null,
    questionCount: questions.length,
    gradedCount: questions.filter(isGraded).length,
    playerCount: counted?.n ?? 0,
    standings: standings.map(presentStanding),
    me: presentStanding(mine!),
    questions: questions.map((question, index) => {
      const full = fullQuestion(question);
      return {
        index,
        _id: question.id,
        content: question.content,
        kind: full.kind,
        options: question.options.map((o) => ({ _id: o.id, label: o.label, isCorrect: o.isCorrect })),
        correctTexts: correctTexts(full),
        image: full.image,
        ...explanationOf(full),
        answer: row[index] ?? null,
      };
    }),
  };
}

/** 'Live games' in My Submissions: the finished games this person played (not hosted), newest first. */
export async function playedGames(ctx: AppContext, options: { user: UserRow }): Promise<PlayedGame[]> {
  const rows = await ctx.db
    .select({
      id: rooms.id,
      code: rooms.code,
      endedAt: rooms.endedAt,
      questionCount: rooms.questionCount,
      gradedCount: rooms.gradedCount,
      quizTitle,
      quizDeleted,
      rank: roomParticipants.rank,
      score: roomParticipants.score,
      correctAnswers: roomParticipants.correctAnswers,
      // The room's own count: its players, never the host.
      playerCount: rooms.participantCount,
    })
    .from(roomParticipants)
    .innerJoin(rooms, eq(rooms.id, roomParticipants.roomId))
    .leftJoin(quizzes, eq(quizzes.id, rooms.quizId))
    .where(
      and(
        eq(roomParticipants.userId, options.user.id),
        ne(rooms.hostId, options.user.id),
        eq(rooms.status, 'completed'),
        isNotNull(rooms.startedAt),
      ),
    )
    .orderBy(desc(rooms.endedAt))
    .limit(ReportLimits.playedGames);
  return rows.map((r) => ({
    _id: r.id,
    code: r.code,
    quizTitle: r.quizTitle,
    quizDeleted: r.quizDeleted,
    endedAt: r.endedAt?.toISOString() ?? null,
    questionCount: r.questionCount,
    gradedCount: r.gradedCount,
    playerCount: Number(r.playerCount),
    rank: r.rank,
    score: r.score,
    correctAnswers: r.correctAnswers,
  }));
}

export async function hostedRooms(ctx: AppContext, options: { user: UserRow }): Promise<HostedRoom[]> {
  const rows = await ctx.db
    .select({
      id: rooms.id,
      code: rooms.code,
      status: rooms.status,
      createdAt: rooms.createdAt,
      startedAt: rooms.startedAt,
      endedAt: rooms.endedAt,
      quizTitle,
      quizDeleted,
      participantCount: rooms.participantCount,
    })
    .from(rooms)
    .leftJoin(quizzes, eq(quizzes.id, rooms.quizId))
    .where(eq(rooms.hostId, options.user.id))
    .orderBy(desc(rooms.createdAt))
    .limit(ReportLimits.hostedRooms);
  return rows.map((r) => ({
    _id: r.id,
    code: r.code,
    status: r.status,
    quizTitle: r.quizTitle,
    quizDeleted: r.quizDeleted,
    participantCount: r.participantCount,
    createdAt: r.createdAt.toISOString(),
    startedAt: r.startedAt?.toISOString() ?? null,
    endedAt: r.endedAt?.toISOString() ?? null,
  }));
}
